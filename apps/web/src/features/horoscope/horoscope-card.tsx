import { type DailyHoroscope, getSign, type Sign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { signLabel } from '../../i18n/sign-names';
import { formatIsoDate } from './dates';
import { ReadingBody, ReadingCard } from './reading-body';

interface HoroscopeCardProps {
  sign: Sign;
  horoscope: DailyHoroscope;
  actions: ReactNode;
}

/** The day's reading: overview, love, career, health, advice and the lucky signs. */
export function HoroscopeCard({ sign, horoscope, actions }: HoroscopeCardProps) {
  const { t } = useLingui();
  const name = signLabel(sign.name);
  return (
    <ReadingCard
      sign={sign}
      titleId="horoscope-title"
      title={t`${name} · Daily Horoscope`}
      subtitle={
        <p className="text-gold-bright">
          <time dateTime={horoscope.date}>{formatIsoDate(horoscope.date)}</time>
        </p>
      }
      overviewTitle={t`Daily Overview`}
      overview={horoscope.general}
      actions={actions}
    >
      <ReadingBody
        reading={horoscope}
        tilesClassName="grid grid-cols-2 gap-4 sm:grid-cols-3"
        extraTiles={
          <div className="col-span-2 rounded-lg border border-forest-700 bg-forest-950/50 p-4 sm:col-span-1">
            <dt className="text-parchment-faint text-xs uppercase tracking-wider">
              <Trans>Compatible signs</Trans>
            </dt>
            <dd className="mt-2 flex flex-wrap gap-2">
              {horoscope.compatibleSigns.map((name) => {
                const other = getSign(name);
                return (
                  <span key={name} className="inline-flex items-center gap-1.5 text-parchment text-sm">
                    {other ? <SignIcon sign={other} size={22} /> : null}
                    {other ? signLabel(other.name) : name}
                  </span>
                );
              })}
            </dd>
          </div>
        }
      />
    </ReadingCard>
  );
}
