import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-gold-bright to-gold text-forest-950 shadow-[0_6px_20px_-8px_rgb(212_175_55/0.7)] hover:from-gold-bright hover:to-gold-bright',
  secondary: 'bg-forest-700 text-parchment hover:bg-forest-600 border border-forest-600',
  outline: 'border border-gold/50 text-gold-bright hover:bg-gold/10 hover:border-gold',
  ghost: 'text-parchment-dim hover:bg-forest-800 hover:text-parchment',
  destructive: 'bg-blood text-parchment hover:bg-[#93291c] border border-ember/40',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-10',
};

/** The button look, for links that should read as buttons: `<Link className={buttonClasses()} />`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return clsx(
    'focus-ring inline-flex shrink-0 cursor-pointer items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
