import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { buttonClasses } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { BirthChartForm, type BirthInput } from '../features/birth-chart/birth-chart-form';
import { useApiLocale } from '../i18n/use-api-locale';
import { errorText } from '../lib/errors';
import { QueryProviders } from '../lib/query-providers';
import { useTRPC } from '../lib/trpc';

// The drawn chart (the wheel, every sign's texts, the share button) is not needed for the page's first paint:
// it loads beside the chart's answer, not before the page shows.
const loadResult = () => import('../features/birth-chart/birth-chart-result');
const BirthChartResult = lazy(() => loadResult().then((module) => ({ default: module.BirthChartResult })));

const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : undefined);

export const Route = createFileRoute('/birth-chart')({
  // The chart is in the address, so a chart can be bookmarked or sent; the server checks every field.
  validateSearch: (search: Record<string, unknown>): Partial<BirthInput> => ({
    date: text(search.date),
    time: text(search.time),
    timeZone: text(search.timeZone),
  }),
  component: BirthChartRoute,
});

function BirthChartRoute() {
  return (
    <QueryProviders>
      <BirthChartPage />
    </QueryProviders>
  );
}

function BirthChartPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/birth-chart' });
  const trpc = useTRPC();
  const signedIn = useAuth().status === 'signed-in';
  const date = search.date;
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
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-gold/15 px-4 py-3 sm:px-6">
        <Link to="/login" className="focus-ring font-display text-lg font-semibold text-gold-bright">
          <Trans>Celtic Zodiac Explorer</Trans>
        </Link>
        <Link to={signedIn ? '/' : '/login'} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {signedIn ? t`Back to the app` : t`Sign in`}
        </Link>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
            <Trans>Tree · Ogham · Moon · Season</Trans>
          </p>
          <h1 className="mt-2 font-display text-3xl font-semibold text-parchment sm:text-4xl">
            <Trans>Your Celtic Birth Chart</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-parchment-dim">
            <Trans>
              Your tree sign and its Ogham letter, the real Moon on the day you were born, and the fire
              festivals either side of your birthday.
            </Trans>
          </p>
        </div>
        <Card>
          <CardContent className="pt-6">
            <BirthChartForm
              key={`${search.date}|${search.time}|${search.timeZone}`}
              initial={
                search.date ? { date: search.date, time: search.time, timeZone: search.timeZone } : undefined
              }
              submitLabel={t`Draw my chart`}
              busy={chart.isFetching}
              onSubmit={(input) => void navigate({ search: input })}
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
      </main>
    </div>
  );
}
