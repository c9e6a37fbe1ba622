import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-gold/30 border-dashed bg-forest-900/50 px-6 py-12 text-center">
      <span aria-hidden className="text-gold [&_svg]:size-10">
        {icon}
      </span>
      <h3 className="mt-3 font-display text-parchment text-xl">{title}</h3>
      <div className="mt-2 max-w-md text-parchment-dim">{children}</div>
    </div>
  );
}
