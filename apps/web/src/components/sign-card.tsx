import { type Sign, signProfile } from '@celtic/zodiac-core';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useApiLocale } from '../i18n/use-api-locale';
import { SignIcon } from './sign-icon';
import { Badge } from './ui/badge';
import { Card } from './ui/card';

export const MYTHOLOGY_PREVIEW_LENGTH = 120;

/** docs/PRODUCT.md §2: the compact card trims mythology to 120 characters. */
export function trimMythology(text: string, max = MYTHOLOGY_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

interface SignCardProps {
  sign: Sign;
  className?: string;
  /** Highlights the card, e.g. the selected sign in a grid. */
  selected?: boolean;
  /** Extra content at the bottom (buttons, links). */
  children?: ReactNode;
  /** Heading level of the sign name; h3 by default. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function SignCard({
  sign,
  className,
  selected = false,
  children,
  headingLevel = 'h3',
}: SignCardProps) {
  const Heading = headingLevel;
  const shown = signProfile(sign.name, useApiLocale());
  return (
    <Card
      className={clsx('relative overflow-hidden p-5', selected && 'ring-2 ring-gold-bright', className)}
      style={{ borderColor: `color-mix(in srgb, ${sign.color} 55%, transparent)` }}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-1"
        style={{ background: `linear-gradient(90deg, transparent, ${sign.color}, transparent)` }}
      />
      <div className="flex items-start gap-4">
        <SignIcon sign={sign} size={52} />
        <div className="min-w-0 flex-1">
          <Heading className="font-display text-xl font-semibold text-parchment">{shown.displayName}</Heading>
          <p className="text-sm text-gold-bright">{shown.dateRange}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge variant="muted">{shown.elementName}</Badge>
            <Badge variant="muted">{shown.rulingName}</Badge>
            <Badge variant="muted">{shown.treeName}</Badge>
          </div>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-parchment-dim">{trimMythology(shown.mythology)}</p>
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
    </Card>
  );
}
