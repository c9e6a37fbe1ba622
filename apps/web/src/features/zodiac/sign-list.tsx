import type { SignName, SignProfile } from '@celtic/zodiac-core';
import { select } from '@lingui/core/macro';
import { ChevronRight } from 'lucide-react';
import { SignIcon } from '../../components/sign-icon';
import { cn } from '../../lib/cn';

/** "Birch · Earth · ruled by Saturn", but "ruled by the Sun": the Sun and the Moon take an article. */
function facts(sign: SignProfile): string {
  const tree = sign.treeName;
  const element = sign.elementName;
  const ruling = sign.rulingName;
  const body = sign.ruling === 'Sun' ? 'sun' : sign.ruling === 'Moon' ? 'moon' : 'other';
  return select(body, {
    sun: `${tree} · ${element} · ruled by the ${ruling}`,
    moon: `${tree} · ${element} · ruled by the ${ruling}`,
    other: `${tree} · ${element} · ruled by ${ruling}`,
  });
}

interface SignListProps {
  signs: readonly SignProfile[];
  selected: SignName | null;
  onOpen: (sign: SignName) => void;
}

/** One row per sign: the quick reference. Each row is a button that opens the detailed view. */
export function SignList({ signs, selected, onOpen }: SignListProps) {
  return (
    <ul className="divide-y divide-forest-800 overflow-hidden rounded-card border border-gold/20 bg-forest-900/70">
      {signs.map((sign) => (
        <li key={sign.name}>
          <button
            type="button"
            onClick={() => onOpen(sign.name)}
            aria-current={selected === sign.name ? 'true' : undefined}
            className={cn(
              'focus-ring group flex w-full cursor-pointer items-center gap-4 px-4 py-3 text-left transition-colors hover:bg-forest-800/80',
              selected === sign.name && 'bg-forest-800/60',
            )}
          >
            <SignIcon sign={sign} size={40} />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-display text-parchment">{sign.displayName}</span>
                <span className="text-gold-bright text-sm">{sign.dateRange}</span>
              </span>
              <span className="mt-0.5 block truncate text-parchment-dim text-sm">{facts(sign)}</span>
            </span>
            <span className="hidden text-parchment-faint text-sm md:block">{sign.symbol}</span>
            <ChevronRight
              aria-hidden
              className="size-4 text-gold transition-transform group-hover:translate-x-0.5"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
