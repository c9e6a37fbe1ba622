import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * No frosted glass: a card lies on the page's smooth glow, where blurring what is behind it shows nothing,
 * and each frosted card was a layer of its own for the browser to composite.
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'rounded-card border border-gold/20 bg-forest-900/80 text-parchment shadow-glow',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex flex-col gap-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />;
}

/**
 * A card's heading. h2 by default: cards sit right under the page's h1, and a skipped level (h1 → h3) leaves
 * screen-reader users wondering what they missed; a card inside a titled section passes `as="h3"`.
 */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading className={clsx('font-display text-lg font-semibold text-gold-bright', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-sm text-parchment-dim', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex items-center gap-2 p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}
