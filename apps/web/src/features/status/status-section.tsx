import type { StatusReport } from '@celtic/api';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../i18n/format';
import { useApiLocale } from '../../i18n/use-api-locale';
import { QueryProviders } from '../../lib/query-providers';
import { useTRPC } from '../../lib/trpc';
import { formatIsoDate } from '../horoscope/dates';
import { formatPercent, UptimeBars } from './uptime-bars';

type State = StatusReport['status'];

// The answer may be kept 30 seconds: asking more often would only get the same one.
const refreshMs = 30_000;

export function StatusSection() {
  return (
    <QueryProviders>
      <Status />
    </QueryProviders>
  );
}

function stateLabel(state: State): string {
  if (state === 'operational') return t`Operational`;
  if (state === 'degraded') return t`Degraded`;
  return t`Outage`;
}

function headline(state: State): string {
  if (state === 'operational') return t`All systems operational`;
  if (state === 'degraded') return t`Some systems are degraded`;
  return t`Part of the service is down`;
}

/** The uptime, and since when it is counted: the days shown, or the first day measured when that is later. */
function uptimeText(uptime: number | null, since: string | null, firstShown: string | undefined): string {
  if (uptime === null || since === null) return t`No uptime measured yet.`;
  const percent = formatPercent(uptime);
  if (firstShown !== undefined && since > firstShown) {
    const day = formatIsoDate(since);
    return t`${percent} uptime since ${day}`;
  }
  return t`${percent} uptime over the last 90 days`;
}

const stateDot: Record<State, string> = {
  operational: 'bg-moss',
  degraded: 'bg-gold-bright',
  outage: 'bg-ember',
};

function Status() {
  const trpc = useTRPC();
  const lang = useApiLocale();
  const status = useQuery({
    ...trpc.status.get.queryOptions({ lang }),
    refetchInterval: refreshMs,
    staleTime: refreshMs,
  });

  if (status.isPending) {
    return (
      <div role="status" className="flex justify-center py-10">
        <Spinner className="size-8" label={t`Checking the service`} />
      </div>
    );
  }
  if (status.isError) {
    return (
      <Card role="alert">
        <CardContent className="grid gap-3 pt-6">
          <p className="text-parchment">
            <Trans>
              The status could not be loaded: the service did not answer. Check your connection, then try
              again.
            </Trans>
          </p>
          <Button variant="outline" className="justify-self-start" onClick={() => void status.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const report = status.data;
  const checkedAt = new Date(report.checkedAt).toLocaleTimeString(intlLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const history = (id: 'api' | 'push') => report.days.map((day) => ({ date: day.date, uptime: day[id] }));

  return (
    <>
      <Card>
        <div className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6">
          <span aria-hidden="true" className={clsx('size-3 rounded-full', stateDot[report.status])} />
          <p className="font-display text-xl text-parchment" role="status">
            {headline(report.status)}
          </p>
          <p className="ml-auto text-sm text-parchment-dim">
            <Trans>Checked at {checkedAt}</Trans>
          </p>
        </div>
      </Card>
      {report.components.map((component) => (
        <Card key={component.id}>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{component.name}</CardTitle>
            <span className="flex items-center gap-2 text-sm text-parchment">
              <span
                aria-hidden="true"
                className={clsx('size-2.5 rounded-full', stateDot[component.status])}
              />
              {stateLabel(component.status)}
            </span>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-parchment-dim">
              {uptimeText(component.uptime, report.measuredSince, report.days[0]?.date)}
            </p>
            {report.days.length > 0 ? (
              <UptimeBars label={component.name} days={history(component.id === 'push' ? 'push' : 'api')} />
            ) : (
              <p className="text-sm text-parchment-dim">
                <Trans>The history is kept in the database, which does not answer now.</Trans>
              </p>
            )}
          </CardContent>
        </Card>
      ))}
      <p className="text-sm text-parchment-faint">
        <Trans>
          Each server writes a heartbeat to the database every 20 seconds; a minute without one counts as
          down. Days are UTC.
        </Trans>{' '}
        <Trans>
          Programs can read the same at{' '}
          <a className="focus-ring underline" href="/api/status">
            /api/status
          </a>
          .
        </Trans>
      </p>
    </>
  );
}
