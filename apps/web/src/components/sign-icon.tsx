import type { Sign } from '@celtic/zodiac-core';
import { clsx } from 'clsx';
import { readableTextOn } from '../lib/color';

interface SignIconProps {
  sign: Pick<Sign, 'name' | 'color' | 'iconPath'>;
  /** Pixel size of the round badge. */
  size?: number;
  className?: string;
  /** Decorative by default; give a label when the icon stands alone. */
  label?: string;
}

/** The sign's filled silhouette (a 24×24 path) on a disc of the sign colour. */
export function SignIcon({ sign, size = 40, className, label }: SignIconProps) {
  const ink = readableTextOn(sign.color);
  return (
    <span
      className={clsx(
        'inline-grid shrink-0 place-items-center rounded-full ring-1 ring-gold/40 ring-offset-0',
        className,
      )}
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 25%, color-mix(in srgb, ${sign.color} 70%, white), ${sign.color} 60%)`,
      }}
    >
      {label ? <span className="sr-only">{label}</span> : null}
      <svg
        viewBox="0 0 24 24"
        width={Math.round(size * 0.62)}
        height={Math.round(size * 0.62)}
        fill={ink}
        aria-hidden
      >
        <path d={sign.iconPath} />
      </svg>
    </span>
  );
}
