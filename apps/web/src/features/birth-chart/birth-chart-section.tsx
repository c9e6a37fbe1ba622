import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { AddressNotice, Notice, noticeAction } from '../../components/address-notice';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useApiLocale } from '../../i18n/use-api-locale';
import { errorText, isBadRequest } from '../../lib/errors';
import { deviceBirth, keepDeviceBirth } from '../../lib/kept-birth';
import { localIsoDate } from '../../lib/local-day';
import { QueryProviders } from '../../lib/query-providers';
import type { RejectedParam } from '../../lib/search-params';
import { useTRPC } from '../../lib/trpc';
import { formatIsoDate } from '../horoscope/dates';
import { BirthChartForm, type BirthInput } from './birth-chart-form';
import { nearestBirthDate } from './birth-search';

// The drawn chart (the wheel, every sign's texts, the share button) loads beside the chart's answer.
const loadResult = () => import('./birth-chart-result');
const BirthChartResult = lazy(() => loadResult().then((module) => ({ default: module.BirthChartResult })));

interface SectionProps {
  search: Partial<BirthInput>;
  /** The params of the address that could not be read. */
  rejected: RejectedParam[];
  onSubmit: (input: BirthInput) => void;
  /** A signed-in visitor's form starts from the birth date kept on their profile. */
  signedIn: boolean;
}

/**
 * The public page's form and the chart it asks for, with React Query and tRPC: loaded apart from the page
 * (routes/birth-chart.tsx), so the page's heading and text show before this code has arrived.
 */
export function BirthChartSection(props: SectionProps) {
  return (
    <QueryProviders>
      <ChartSection {...props} />
    </QueryProviders>
  );
}

/**
 * What the form starts from: the chart in the address, else the birth date kept on the profile, else the one
 * kept on this device (typed here or on /welcome before).
 */
function usePrefill(search: Partial<BirthInput>, signedIn: boolean): BirthInput | undefined {
  const trpc = useTRPC();
  const kept = useQuery({ ...trpc.birth.mine.queryOptions(), enabled: signedIn && !search.date });
  const device = useMemo(deviceBirth, []);
  if (search.date) return { date: search.date, time: search.time, timeZone: search.timeZone };
  const birth = kept.data?.birth;
  if (birth) return { date: birth.date, time: birth.time ?? undefined, timeZone: birth.timeZone };
  return device ?? undefined;
}

function ChartSection({ search, rejected, onSubmit, signedIn }: SectionProps) {
  const trpc = useTRPC();
  const today = localIsoDate(new Date());
  const nearest = search.date ? nearestBirthDate(search.date, today) : undefined;
  // A date out of range is not asked for: the page says what the range is instead of the server's refusal.
  const date = search.date === nearest ? search.date : undefined;
  const prefill = usePrefill(search, signedIn);
  const lang = useApiLocale();
  const chart = useQuery({
    ...trpc.birth.chart.queryOptions({
      date: date ?? '',
      time: search.time,
      timeZone: search.timeZone,
      lang,
    }),
    enabled: Boolean(date),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The drawn chart is a large render: as a deferred one React builds it in slices, not in one long task.
  const drawn = useDeferredValue(chart.data);
  useEffect(() => {
    if (date) void loadResult();
  }, [date]);
  const nearestLabel = nearest ? formatIsoDate(nearest) : '';
  const searchLabel = search.date ? formatIsoDate(search.date) : '';
  const drawing = (
    <div role="status" className="flex justify-center py-10">
      <Spinner className="size-8" label={t`Drawing the chart`} />
    </div>
  );

  return (
    <>
      <AddressNotice
        rejected={rejected}
        action={
          <Link to="/birth-chart" search={search} className={noticeAction}>
            <Trans>Continue without it</Trans>
          </Link>
        }
      />
      {nearest && nearest !== search.date ? (
        <Notice
          title={t`A chart is drawn for a birth date from 1 January 1900 to today`}
          action={
            <Link to="/birth-chart" search={{ ...search, date: nearest }} className={noticeAction}>
              <Trans>Draw it for {nearestLabel}</Trans>
            </Link>
          }
        >
          <Trans>{searchLabel} is not in that range. Choose another date in the form below.</Trans>
        </Notice>
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <BirthChartForm
            key={`${prefill?.date}|${prefill?.time}|${prefill?.timeZone}`}
            initial={prefill}
            submitLabel={t`Draw my chart`}
            busy={chart.isFetching}
            onSubmit={(input) => {
              // A visitor without an account keeps it on this device; an account keeps it on the profile.
              if (!signedIn) keepDeviceBirth(input);
              onSubmit(input);
            }}
          />
        </CardContent>
      </Card>
      {(chart.data ? !drawn : chart.isFetching) ? drawing : null}
      {chart.error && isBadRequest(chart.error) ? (
        <Notice
          title={t`This chart cannot be drawn from these details`}
          action={
            <Link to="/birth-chart" className={noticeAction}>
              <Trans>Start again</Trans>
            </Link>
          }
        >
          <Trans>Check the date, the time and the time zone in the form above.</Trans>
        </Notice>
      ) : chart.error ? (
        <p role="alert" className="rounded-card border border-ember/60 bg-blood/30 p-4 text-parchment">
          {errorText(chart.error)}
        </p>
      ) : null}
      {drawn ? (
        <Suspense fallback={drawing}>
          <BirthChartResult chart={drawn} />
        </Suspense>
      ) : null}
    </>
  );
}
