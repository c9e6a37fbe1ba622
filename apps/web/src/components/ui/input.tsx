import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'focus-ring h-10 w-full rounded-lg border border-gold/30 bg-forest-950/80 px-3 text-sm text-parchment placeholder:text-parchment-faint',
        'hover:border-gold/60 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-ember',
        '[color-scheme:dark]',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={clsx('text-sm font-medium text-parchment-dim', className)} {...props} />;
}
