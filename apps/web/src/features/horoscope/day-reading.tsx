import type { Sign } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { noticeAction } from '../../components/address-notice';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { dailyShareUrl } from '../../lib/share-urls';
import { useTRPC } from '../../lib/trpc';
import { HoroscopeCard } from './horoscope-card';
import { ReadingActions, ReadingError, ReadingLoading, toastFetchFailed } from './reading-actions';
import { composeReadingContent, horoscopeShareText } from './reading-text';

/** The day's reading of the sign (docs/PRODUCT.md §2 "/horoscope"). */
export function DayReading({ sign, date, refreshKey }: { sign: Sign; date: string; refreshKey: number }) {
  const trpc = useTRPC();
  const lang = useApiLocale();
  const query = useQuery(trpc.horoscope.daily.queryOptions({ sign: sign.name, date, lang }));
  useEffect(() => {
    if (query.error) toastFetchFailed(query.error);
  }, [query.error]);
  const { refetch } = query;
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  if (query.error) {
    return (
      <ReadingError
        error={query.error}
        retry={() => void query.refetch()}
        busy={query.isFetching}
        backToToday={
          <Link to="/horoscope" className={noticeAction}>
            <Trans>Back to today</Trans>
          </Link>
        }
      />
    );
  }
  const horoscope = query.data;
  if (!horoscope) return <ReadingLoading />;
  return (
    <HoroscopeCard
      sign={sign}
      horoscope={horoscope}
      actions={
        <ReadingActions
          sign={sign.name}
          kind="day"
          period={horoscope.date}
          content={composeReadingContent(horoscope)}
          share={{
            title: t`${signLabel(sign.name)} horoscope`,
            text: horoscopeShareText(sign.name, horoscope),
            url: dailyShareUrl(sign.name, horoscope.date),
          }}
        />
      }
    />
  );
}
