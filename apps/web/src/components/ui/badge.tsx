import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeVariant = 'default' | 'gold' | 'outline' | 'muted';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-forest-700 text-parchment border-forest-600',
  gold: 'bg-gold/15 text-gold-bright border-gold/40',
  outline: 'border-parchment/30 text-parchment-dim',
  muted: 'bg-forest-950 text-parchment-dim border-forest-700',
};

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
