import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useApiLocale } from '../../i18n/use-api-locale';
import { errorText } from '../../lib/errors';
import { deviceBirth } from '../../lib/kept-birth';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { BirthChartForm } from '../birth-chart/birth-chart-form';
import { BirthChartView } from '../birth-chart/birth-chart-view';

/** The user's kept birth date and its chart; kept on the server, so it follows the account to any device. */
export function BirthSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const kept = useQuery(trpc.birth.mine.queryOptions());
  const birth = kept.data?.birth ?? null;
  const lang = useApiLocale();
  const chart = useQuery({
    ...trpc.birth.chart.queryOptions({
      date: birth?.date ?? '',
      time: birth?.time ?? undefined,
      timeZone: birth?.timeZone,
      lang,
    }),
    enabled: birth !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const device = useMemo(deviceBirth, []);
  const { t } = useLingui();
  const onDone = (title: () => string) => () => {
    toast({ title: title() });
    void queryClient.invalidateQueries({ queryKey: trpc.birth.mine.queryKey() });
  };
  const onError = (err: unknown) =>
    toast({ title: t`Could not save your birth date`, description: errorText(err), variant: 'destructive' });
  const keep = useMutation(
    trpc.birth.keep.mutationOptions({ onSuccess: onDone(() => t`Birth date saved`), onError }),
  );
  const forget = useMutation(
    trpc.birth.forget.mutationOptions({ onSuccess: onDone(() => t`Birth date removed`), onError }),
  );

  return (
    <section aria-labelledby="profile-birth-heading" className="lg:col-span-2">
      <Card>
        <CardHeader>
          <CardTitle id="profile-birth-heading" className="text-xl">
            <Trans>Your birth chart</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              Keep your birth date (and, if you know them, the time and place) to see your chart here. It is
              in your data download and goes with your account.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {kept.isPending ? (
            <Spinner className="size-6" label={t`Loading your birth date`} />
          ) : (
            <BirthChartForm
              key={birth ? `${birth.date}|${birth.time}|${birth.timeZone}` : 'none'}
              // None kept on the account yet: the form starts from the one this device kept (/welcome, /birth-chart).
              initial={
                birth
                  ? { date: birth.date, time: birth.time ?? undefined, timeZone: birth.timeZone }
                  : (device ?? undefined)
              }
              submitLabel={birth ? t`Update` : t`Keep my birth date`}
              busy={keep.isPending}
              onSubmit={(input) => keep.mutate({ ...input, time: input.time ?? null })}
            />
          )}
          {chart.data ? <BirthChartView chart={chart.data} wheel={false} /> : null}
          {birth ? (
            <div className="flex flex-wrap gap-3">
              <Link
                to="/birth-chart"
                search={{ date: birth.date, time: birth.time ?? undefined, timeZone: birth.timeZone }}
                className="focus-ring text-sm font-semibold text-gold-bright underline underline-offset-4"
              >
                <Trans>Open the full chart</Trans>
              </Link>
              <Button variant="outline" size="sm" onClick={() => forget.mutate()} disabled={forget.isPending}>
                <Trans>Remove my birth date</Trans>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
