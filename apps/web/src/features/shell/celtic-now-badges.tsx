import { moonPhaseName, quarterName } from '@celtic/zodiac-core';
import { Trans } from '@lingui/react/macro';
import { Leaf, Moon } from 'lucide-react';
import { useApiLocale } from '../../i18n/use-api-locale';
import { useCelticNow } from '../../lib/celtic-now';

// A pill from sm up; on phones the two names stack as plain lines, so the header stays one row.
const pill =
  'flex min-w-0 items-center gap-1.5 sm:rounded-full sm:border sm:border-gold/30 sm:bg-forest-900/80 sm:px-3 sm:py-1';

/** Today's Celtic quarter and moon phase, in the user's own time zone, named in the language shown. */
export function CelticNowBadges() {
  const { quarter, moonPhase, moonPhaseFailed } = useCelticNow();
  const locale = useApiLocale();
  return (
    <dl className="flex min-w-0 flex-col gap-0.5 text-xs leading-tight sm:flex-row sm:flex-wrap sm:items-center sm:gap-2">
      <div className={pill}>
        <dt className="sr-only">
          <Trans>Celtic quarter</Trans>
        </dt>
        <Leaf aria-hidden className="size-3.5 shrink-0 text-moss" />
        <dd className="truncate text-parchment">{quarterName(quarter.name, locale)}</dd>
      </div>
      <div className={pill}>
        <dt className="sr-only">
          <Trans>Moon phase</Trans>
        </dt>
        <Moon aria-hidden className="size-3.5 shrink-0 text-gold-bright" />
        <dd className="truncate text-parchment">
          {moonPhase ? (
            moonPhaseName(moonPhase.name, locale)
          ) : moonPhaseFailed ? (
            <Trans>Unavailable</Trans>
          ) : (
            // The phase arrives from a worker on the first visit of a day: hold about its width meanwhile.
            <span className="inline-block h-3 w-20 rounded-full bg-forest-700 align-middle motion-safe:animate-pulse">
              <span className="sr-only">
                <Trans>Working out…</Trans>
              </span>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
