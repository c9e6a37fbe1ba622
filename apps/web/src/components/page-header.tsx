import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown at the right on wide screens, below on narrow ones. */
  actions?: ReactNode;
  icon?: ReactNode;
}

/** The page's h1 with a gold rule: one per page. */
export function PageHeader({ title, description, actions, icon }: PageHeaderProps) {
  return (
    <header className="mb-6 sm:mb-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-start gap-3">
          {icon ? (
            <span aria-hidden className="mt-1 text-gold [&_svg]:size-7">
              {icon}
            </span>
          ) : null}
          <div>
            <h1 className="font-display text-2xl font-semibold text-parchment sm:text-3xl">{title}</h1>
            {description ? <p className="mt-1 max-w-2xl text-parchment-dim">{description}</p> : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="celtic-rule mt-4" />
    </header>
  );
}
