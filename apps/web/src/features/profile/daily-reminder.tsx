import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../i18n/format';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { type PushProblem, problemMessages, problemOf, usePushSubscription } from './push-subscription';
import { ReminderFields, useReminderChoice } from './reminder-fields';

const withoutStatus = (err: unknown) => errorText(err).replace(/^\d{3}: /, '');

/** When the next reminder is due, in the language shown and the reminder's own zone. */
function nextReminder(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Whether the server answered (its messages are ours and worded in the language shown). */
function fromServer(err: unknown): boolean {
  const data =
    typeof err === 'object' && err !== null && 'data' in err ? (err as { data: unknown }).data : null;
  return typeof data === 'object' && data !== null && 'httpStatus' in data;
}

/**
 * A failure's toast: its title, and the server's message without its status code. What the browser says
 * (a push service's or the network's error) is its own wording, in its own language: never shown.
 */
const failed = (title: string, err: unknown) =>
  toast({
    title,
    description: fromServer(err) ? withoutStatus(err) : t`Check your connection and try again.`,
    variant: 'destructive',
  });

/** The switch that turns the reminder on or off on this device. */
function ReminderSwitch({
  on,
  disabled,
  onToggle,
}: {
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <span id="reminder-switch-label" className="text-sm text-parchment">
        <Trans>Remind me every day on this device</Trans>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="reminder-switch-label"
        disabled={disabled}
        onClick={onToggle}
        className="focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-gold/40 bg-forest-950 transition-colors aria-checked:bg-gold/80 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-parchment shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}

/** The "Daily reminder" section of /profile: a notification each day at the chosen time. */
export function DailyReminder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.user.reminder.queryOptions());
  const push = usePushSubscription();
  const [choice, change] = useReminderChoice(settings.data);
  const { time, timeZone } = choice;
  const [busy, setBusy] = useState(false);
  // Why the last try to register this device failed: shown until a try succeeds.
  const [problem, setProblem] = useState<PushProblem | null>(null);

  const save = useMutation(
    trpc.user.setReminder.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.user.reminder.queryKey(), saved),
    }),
  );
  const test = useMutation(trpc.push.test.mutationOptions());

  const enabled = settings.data?.enabled === true;

  /**
   * Registers this device's subscription with the server; false (and the problem shown) when it could not be.
   * A reminder is only called saved once this device will receive it.
   */
  async function registerDevice(): Promise<boolean> {
    try {
      await push.subscribe();
      setProblem(null);
      return true;
    } catch (err) {
      const why = problemOf(err);
      setProblem(why);
      toast({
        title: t`Reminder not saved`,
        description: i18n._(problemMessages[why]),
        variant: 'destructive',
      });
      return false;
    }
  }

  /** This device first: the settings say "on" only once it is registered. */
  async function turnOn(title: () => string) {
    setBusy(true);
    try {
      if (!(await registerDevice())) return;
      await save.mutateAsync({ enabled: true, ...choice });
      toast({ title: title(), description: t`Every day at ${time} (${timeZone}).` });
    } catch (err) {
      failed(t`Could not save the reminder`, err);
    } finally {
      setBusy(false);
    }
  }

  /** This device only: the others keep their reminders. */
  async function turnOffHere() {
    setBusy(true);
    try {
      await push.unsubscribe();
      toast({ title: t`Reminders off on this device` });
    } catch (err) {
      failed(t`Could not turn reminders off`, err);
    } finally {
      setBusy(false);
    }
  }

  async function sendTest() {
    try {
      const { queued } = await test.mutateAsync();
      toast({
        title: queued > 0 ? t`Test notification sent` : t`No device to send to`,
        description:
          queued > 0
            ? plural(queued, {
                one: 'It should arrive on your device within a few seconds.',
                other: 'It should arrive on your # devices within a few seconds.',
              })
            : t`Turn the reminder on in a browser first.`,
      });
    } catch (err) {
      failed(t`Could not send a test`, err);
    }
  }

  const on = enabled && push.thisDevice === true;
  const shownProblem = problem ?? (push.support === 'supported' ? null : push.support);
  return (
    <section aria-labelledby="daily-reminder-heading">
      <Card>
        <CardHeader>
          <CardTitle id="daily-reminder-heading">
            <Trans>Daily reminder</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>A notification with your horoscope each morning, on each device you turn it on.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {shownProblem === 'unsupported' ? (
            <p role="note" className="rounded-lg border border-gold/30 p-3 text-sm text-parchment-dim">
              {i18n._(problemMessages.unsupported)}
            </p>
          ) : shownProblem ? (
            <p role="alert" className="rounded-lg border border-ember/60 p-3 text-sm text-parchment">
              {i18n._(problemMessages[shownProblem])}
            </p>
          ) : null}
          <ReminderSwitch
            on={on}
            disabled={busy || settings.isPending || push.support !== 'supported'}
            onToggle={() => void (on ? turnOffHere() : turnOn(() => t`Daily reminder on`))}
          />
          <ReminderFields choice={choice} onChange={change} disabled={settings.isPending} />
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => void turnOn(() => t`Reminder saved`)}
              disabled={busy || save.isPending || settings.isPending}
            >
              {save.isPending ? (
                <Spinner className="size-4" label={t`Saving`} />
              ) : on ? (
                <Bell aria-hidden />
              ) : (
                <BellOff aria-hidden />
              )}
              <Trans>Save reminder</Trans>
            </Button>
            <Button variant="outline" onClick={() => void sendTest()} disabled={test.isPending || !enabled}>
              {test.isPending ? <Spinner className="size-4" label={t`Sending`} /> : <Send aria-hidden />}
              <Trans>Send a test notification</Trans>
            </Button>
          </div>
          {settings.data?.nextDueAt && on && (
            <p className="text-xs text-parchment-faint">
              <Trans>Next reminder: {nextReminder(settings.data.nextDueAt, timeZone)}</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
