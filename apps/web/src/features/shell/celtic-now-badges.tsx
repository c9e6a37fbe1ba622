import { moonPhaseName, quarterName } from '@celtic/zodiac-core';
import { Trans } from '@lingui/react/macro';
import { Leaf, Moon } from 'lucide-react';
import { useApiLocale } from '../../i18n/use-api-locale';
import { useCelticNow } from '../../lib/celtic-now';

/** Today's Celtic quarter and moon phase, in the user's own time zone, named in the language shown. */
export function CelticNowBadges() {
  const { quarter, moonPhase, moonPhaseFailed } = useCelticNow();
  const locale = useApiLocale();
  return (
    <dl className="flex flex-wrap items-center gap-2 text-xs">
      <div className="inline-flex items-center gap-1.5 rounded-full border border-gold/30 bg-forest-900/80 px-3 py-1">
        <dt className="sr-only">
          <Trans>Celtic quarter</Trans>
        </dt>
        <Leaf aria-hidden className="size-3.5 text-moss" />
        <dd className="text-parchment">{quarterName(quarter.name, locale)}</dd>
      </div>
      <div className="inline-flex items-center gap-1.5 rounded-full border border-gold/30 bg-forest-900/80 px-3 py-1">
        <dt className="sr-only">
          <Trans>Moon phase</Trans>
        </dt>
        <Moon aria-hidden className="size-3.5 text-gold-bright" />
        <dd className="text-parchment">
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
