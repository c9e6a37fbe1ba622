import { isPremiumRole, type PeriodKind, type Role, type Sign } from '@celtic/zodiac-core';
import { Trans } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { noticeAction } from '../../components/address-notice';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { weeklyShareUrl } from '../../lib/share-urls';
import { useTRPC } from '../../lib/trpc';
import { PeriodCard } from './period-card';
import { periodIdOf, periodLabel } from './periods';
import { PremiumNote } from './premium-note';
import { ReadingActions, ReadingError, ReadingLoading, toastFetchFailed } from './reading-actions';
import { composePeriodContent, periodShareText } from './reading-text';

interface PeriodReadingProps {
  sign: Sign;
  kind: PeriodKind;
  date: string;
  role: Role;
  refreshKey: number;
}

function usePeriodQuery(kind: PeriodKind, sign: Sign, id: string, enabled: boolean) {
  // One hook per kind, each always called: the hooks of a render must not depend on its data.
  const trpc = useTRPC();
  const lang = useApiLocale();
  const week = useQuery(
    trpc.horoscope.weekly.queryOptions(kind === 'week' ? { sign: sign.name, week: id, lang } : skipToken),
  );
  const month = useQuery(
    trpc.horoscope.monthly.queryOptions(
      kind === 'month' && enabled ? { sign: sign.name, month: id, lang } : skipToken,
    ),
  );
  const year = useQuery(
    trpc.horoscope.yearly.queryOptions(
      kind === 'year' && enabled ? { sign: sign.name, year: id, lang } : skipToken,
    ),
  );
  return kind === 'week' ? week : kind === 'month' ? month : year;
}

/** A week's, month's or year's reading; a month or a year only for the roles that may read them. */
export function PeriodReading({ sign, kind, date, role, refreshKey }: PeriodReadingProps) {
  const allowed = kind === 'week' || isPremiumRole(role);
  const id = periodIdOf(kind, date);
  const query = usePeriodQuery(kind, sign, id, allowed);
  useEffect(() => {
    if (query.error) toastFetchFailed(query.error);
  }, [query.error]);
  const { refetch } = query;
  useEffect(() => {
    if (refreshKey > 0 && allowed) void refetch();
  }, [refreshKey, refetch, allowed]);

  if (kind !== 'week' && !isPremiumRole(role)) return <PremiumNote kind={kind} date={date} />;
  if (query.error) {
    return (
      <ReadingError
        error={query.error}
        retry={() => void query.refetch()}
        busy={query.isFetching}
        backToToday={
          <Link to="/horoscope" search={{ view: kind }} className={noticeAction}>
            <Trans>Back to today</Trans>
          </Link>
        }
      />
    );
  }
  const reading = query.data;
  if (!reading) return <ReadingLoading />;
  const label = periodLabel(kind, date);
  return (
    <PeriodCard
      sign={sign}
      reading={reading}
      label={label}
      actions={
        <ReadingActions
          sign={sign.name}
          kind={kind}
          period={reading.period}
          content={composePeriodContent(label, reading)}
          share={{
            title: `${signLabel(sign.name)}: ${label}`,
            text: periodShareText(signLabel(sign.name), label, reading),
            // Only the week is public: monthly and yearly readings are premium and have no page.
            url: kind === 'week' ? weeklyShareUrl(sign.name, reading.period) : undefined,
          }}
        />
      }
    />
  );
}
