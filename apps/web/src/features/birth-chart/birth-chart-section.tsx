import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useApiLocale } from '../../i18n/use-api-locale';
import { errorText } from '../../lib/errors';
import { deviceBirth, keepDeviceBirth } from '../../lib/kept-birth';
import { QueryProviders } from '../../lib/query-providers';
import { useTRPC } from '../../lib/trpc';
import { BirthChartForm, type BirthInput } from './birth-chart-form';

// The drawn chart (the wheel, every sign's texts, the share button) loads beside the chart's answer.
const loadResult = () => import('./birth-chart-result');
const BirthChartResult = lazy(() => loadResult().then((module) => ({ default: module.BirthChartResult })));

interface SectionProps {
  search: Partial<BirthInput>;
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

function ChartSection({ search, onSubmit, signedIn }: SectionProps) {
  const trpc = useTRPC();
  const date = search.date;
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
  const drawing = (
    <div role="status" className="flex justify-center py-10">
      <Spinner className="size-8" label={t`Drawing the chart`} />
    </div>
  );

  return (
    <>
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
      {chart.error ? (
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
