import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Card } from '../../components/ui/card';

/** What a month's or a year's reading is and who may read it, shown to a plain user instead of an error. */
export function PremiumNote({ kind }: { kind: 'month' | 'year' }) {
  const { t } = useLingui();
  const what =
    kind === 'month'
      ? t`A monthly reading covers a whole calendar month: its new, quarter and full moons with their dates, the fire festival and quarter that begin in it, and the Celtic tree months it runs through, with love, career, health and advice for the month.`
      : t`A yearly reading covers a whole year: how often the Moon is full and new, the months with two full moons, the days the four fire festivals fall on, with love, career, health and advice for the year.`;
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8" role="note" aria-labelledby="premium-title">
      <Crown aria-hidden className="size-8 text-gold" />
      <h2 id="premium-title" className="mt-3 font-display text-parchment text-xl">
        {kind === 'month'
          ? t`Monthly readings are for premium members`
          : t`Yearly readings are for premium members`}
      </h2>
      <p className="mt-2 text-parchment-dim leading-relaxed">{what}</p>
      <p className="mt-3 text-parchment-dim leading-relaxed">
        <Trans>
          They can be read by accounts with the premium, admin or site owner role. Daily and weekly readings
          are open to everyone.
        </Trans>
      </p>
    </Card>
  );
}
