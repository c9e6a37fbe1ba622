import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Crown } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/**
 * What a month's or a year's reading is and how an account gets it, shown instead of an error to an account
 * that cannot read it, with the week's and the day's readings of the same date as the way on.
 */
export function PremiumNote({ kind, date }: { kind: 'month' | 'year'; date: string }) {
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
          ? t`Monthly readings are not open to your account yet`
          : t`Yearly readings are not open to your account yet`}
      </h2>
      <p className="mt-2 text-parchment-dim leading-relaxed">{what}</p>
      <p className="mt-3 text-parchment-dim leading-relaxed">
        <Trans>
          Monthly and yearly readings are opened to an account by the site’s owner; they cannot be bought or
          asked for in the app. Daily and weekly readings are open to everyone.
        </Trans>
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/horoscope" search={{ view: 'week', date }} className={buttonClasses()}>
          <Trans>Read the week’s reading</Trans>
        </Link>
        <Link to="/horoscope" search={{ date }} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Read the day’s reading</Trans>
        </Link>
      </div>
    </Card>
  );
}
