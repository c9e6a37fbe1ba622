import { getSign, type Sign, type SignName, signProfile, signs } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import { elementLabel, signDates, signLabel } from '../i18n/sign-names';
import { useApiLocale } from '../i18n/use-api-locale';
import { readableTextOn } from '../lib/color';
import { signBadge } from '../lib/sign-badge';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { useWheel } from './zodiac-wheel/use-wheel';
import {
  badgePosition,
  CENTRE_STEP,
  panelSignName,
  ROTATE_STEP,
  ROTATION_LOCK_MS,
} from './zodiac-wheel/wheel-state';

const RING_SIZE = 320; // Tailwind's w-80
const BADGE_SIZE = 44;

interface ZodiacWheelProps {
  /** Controlled selection; leave undefined to let the wheel keep its own. */
  selected?: SignName | null;
  onSelect?: (sign: Sign) => void;
  className?: string;
  /** Heading level for the detail panel title. */
  headingLevel?: 'h2' | 'h3';
}

function WheelDetail({ sign, headingLevel }: { sign: Sign | null; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const { t } = useLingui();
  const name = sign ? signLabel(sign.name) : '';
  const locale = useApiLocale();
  // The texts in the language shown (the Sign itself holds the English ones).
  const shown = sign ? signProfile(sign.name, locale) : null;
  return (
    <section
      aria-label={sign ? t`${name} details` : t`Sign details`}
      // As tall as its text needs (no scroll box to cut a sentence), never shorter than the wheel beside it.
      className="flex min-h-[400px] flex-col rounded-card border border-gold/25 bg-forest-950/70 p-5"
      style={sign ? { borderColor: `color-mix(in srgb, ${sign.color} 60%, transparent)` } : undefined}
    >
      {sign ? (
        <>
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="grid size-11 place-items-center rounded-full font-display text-sm font-bold"
              style={{ backgroundColor: sign.color, color: readableTextOn(sign.color) }}
            >
              {signBadge(sign.name)}
            </span>
            <div>
              <Heading className="font-display text-2xl font-semibold text-parchment">{name}</Heading>
              <p className="text-sm text-gold-bright">{signDates(sign.name)}</p>
            </div>
          </div>
          <dl className="mt-4 flex flex-wrap gap-2 text-xs">
            <div>
              <dt className="sr-only">
                <Trans>Element</Trans>
              </dt>
              <dd>
                <Badge variant="gold">
                  <Trans>Element: {elementLabel(sign.element)}</Trans>
                </Badge>
              </dd>
            </div>
            <div>
              <dt className="sr-only">
                <Trans>Ruling body</Trans>
              </dt>
              <dd>
                <Badge variant="gold">
                  <Trans>Ruling: {shown?.rulingName}</Trans>
                </Badge>
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-parchment-dim">{shown?.mythology}</p>
        </>
      ) : (
        <div className="m-auto max-w-xs text-center">
          <Heading className="font-display text-2xl font-semibold text-gold-bright">
            <Trans>Celtic Zodiac Signs</Trans>
          </Heading>
          <p className="mt-3 text-sm leading-relaxed text-parchment-dim">
            <Trans>
              Hover over or click a sign to discover its meaning. The Celtic zodiac is based on the Druidic
              tree calendar: thirteen lunar months, each with its sacred tree and animal guide.
            </Trans>
          </p>
        </div>
      )}
    </section>
  );
}

/** docs/PRODUCT.md §2 "Zodiac wheel widget": 13 badges on a turning ring, with a detail panel. */
export function ZodiacWheel({ selected, onSelect, className, headingLevel = 'h3' }: ZodiacWheelProps) {
  const wheel = useWheel(selected);
  const shownName = panelSignName({ hovered: wheel.hovered, selected: wheel.selected });
  const shown = shownName ? getSign(shownName) : null;
  const transition = `transform ${ROTATION_LOCK_MS}ms cubic-bezier(0.3, 0.7, 0.2, 1)`;
  const { t } = useLingui();

  return (
    <div className={clsx('grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]', className)}>
      <div className="@container flex w-full min-w-0 flex-col items-center gap-4">
        {/* On very narrow screens the ring is zoomed down as a whole, keeping its geometry. */}
        <div
          className="relative @max-[319px]:[zoom:0.85] @max-[279px]:[zoom:0.75]"
          style={{ width: RING_SIZE, height: RING_SIZE }}
        >
          <div
            aria-hidden
            className="absolute inset-3 rounded-full border border-gold/30"
            style={{ background: 'radial-gradient(circle, rgb(31 65 51 / 0.55), rgb(8 19 14 / 0.2) 70%)' }}
          />
          <div
            aria-hidden
            className="absolute inset-[70px] rounded-full border border-dashed border-gold/25"
          />
          <ul
            aria-label={t`Celtic zodiac signs`}
            className="absolute inset-0"
            style={{ transform: `rotate(${wheel.rotation}deg)`, transition }}
          >
            {signs.map((sign, i) => {
              const { x, y } = badgePosition(i, signs.length);
              const isSelected = wheel.selected === sign.name;
              return (
                <li
                  key={sign.name}
                  className="absolute"
                  style={{
                    left: RING_SIZE / 2 + x - BADGE_SIZE / 2,
                    top: RING_SIZE / 2 + y - BADGE_SIZE / 2,
                    width: BADGE_SIZE,
                    height: BADGE_SIZE,
                  }}
                >
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => {
                      wheel.select(sign.name);
                      onSelect?.(sign);
                    }}
                    onMouseEnter={() => wheel.hover(sign.name)}
                    onMouseLeave={() => wheel.hover(null)}
                    onFocus={() => wheel.hover(sign.name)}
                    onBlur={() => wheel.hover(null)}
                    className={clsx(
                      'focus-ring grid size-full cursor-pointer place-items-center rounded-full font-display text-sm font-bold shadow-md transition-[box-shadow,scale] hover:scale-110',
                      isSelected
                        ? 'scale-110 ring-3 ring-gold-bright ring-offset-2 ring-offset-night'
                        : 'ring-1 ring-black/30',
                    )}
                    style={{ backgroundColor: sign.color, color: readableTextOn(sign.color) }}
                  >
                    {/* Counter-rotated so the letters stay upright as the ring turns. */}
                    <span aria-hidden style={{ transform: `rotate(${-wheel.rotation}deg)`, transition }}>
                      {signBadge(sign.name)}
                    </span>
                    {/* The name as content, not aria-label: an aria-label lacking the visible "St" fails
                        WCAG 2.5.3 (label in name) in axe. */}
                    <span className="sr-only">{`${signLabel(sign.name)}, ${signDates(sign.name)}`}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            aria-label={t`Turn the wheel ${CENTRE_STEP} degrees`}
            onClick={() => wheel.rotate(CENTRE_STEP)}
            disabled={wheel.rotating}
            className="focus-ring absolute top-1/2 left-1/2 grid size-20 -translate-x-1/2 -translate-y-1/2 cursor-pointer place-items-center rounded-full border border-gold/50 bg-forest-900 text-gold shadow-glow transition-colors hover:bg-forest-800 disabled:cursor-wait disabled:opacity-60"
          >
            <svg
              aria-hidden
              viewBox="0 0 48 48"
              className="size-11"
              style={{ transform: `rotate(${wheel.rotation}deg)`, transition }}
            >
              <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M24 24c0-6 4-10 9-10s8 4 7 8" />
                <path d="M24 24c5 3 7 8 4 12s-8 5-11 1" />
                <path d="M24 24c-5 3-11 2-13-2s0-9 4-10" />
                <circle cx="24" cy="24" r="2" fill="currentColor" />
              </g>
            </svg>
          </button>
        </div>
        <Button variant="outline" onClick={() => wheel.rotate(ROTATE_STEP)} disabled={wheel.rotating}>
          <RotateCw aria-hidden />
          <Trans>Rotate Wheel</Trans>
        </Button>
      </div>
      <WheelDetail sign={shown} headingLevel={headingLevel} />
    </div>
  );
}
