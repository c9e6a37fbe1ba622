import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../i18n/format';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/** What this browser can do about notifications. */
type Support = 'supported' | 'unsupported' | 'denied';

function pushSupport(): Support {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

export const unsupportedMessage = msg`This browser cannot receive notifications here. On an iPhone or iPad, add Celtic Zodiac to your Home Screen first (Share, then Add to Home Screen), open it from there, and turn reminders on in the app.`;
export const deniedMessage = msg`Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn the reminder on again.`;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function zoneList(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

// A browser that cannot reach its push service may never settle subscribe().
const subscribeDeadlineMs = 20_000;

function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const withoutStatus = (err: unknown) => errorText(err).replace(/^\d{3}: /, '');

/** When the next reminder is due, in the language shown and the reminder's own zone. */
function nextReminder(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** The "Daily reminder" section of /profile: a notification each day at the chosen time. */
export function DailyReminder() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.user.reminder.queryOptions());
  const [support, setSupport] = useState<Support>(pushSupport);
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);
  const [time, setTime] = useState('08:00');
  const [timeZone, setTimeZone] = useState(browserZone);
  const [festivals, setFestivals] = useState(false);
  const [moon, setMoon] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { time: useId(), zone: useId(), festivals: useId(), moon: useId() };
  // The ~400 zones are put in the list when it is first focused: the section renders without them.
  const [listed, setListed] = useState(false);
  const zones = useMemo(() => (listed ? zoneList(timeZone) : [timeZone]), [listed, timeZone]);

  useEffect(() => {
    void currentSubscription().then(
      (subscription) => setThisDevice(subscription !== null),
      () => setThisDevice(false),
    );
  }, []);

  useEffect(() => {
    const saved = settings.data;
    if (!saved) return;
    setTime(saved.time);
    if (saved.timeZone) setTimeZone(saved.timeZone);
    setFestivals(saved.festivals);
    setMoon(saved.moon);
  }, [settings.data]);

  const save = useMutation(
    trpc.user.setReminder.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.user.reminder.queryKey(), saved),
    }),
  );
  const test = useMutation(trpc.push.test.mutationOptions());

  const enabled = settings.data?.enabled === true;

  /** Asks for permission, subscribes this device with the server's key and registers it. */
  async function subscribeThisDevice(): Promise<void> {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setSupport(permission === 'denied' ? 'denied' : 'supported');
      throw new Error(permission === 'denied' ? i18n._(deniedMessage) : t`Notifications were not allowed.`);
    }
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await client.push.publicKey.query();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await withDeadline(
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }),
        subscribeDeadlineMs,
        t`The browser’s push service did not answer: try again later.`,
      ));
    const json = subscription.toJSON();
    await client.push.subscribe.mutate({
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
    setThisDevice(true);
  }

  async function turnOn() {
    setBusy(true);
    try {
      // The settings first: they hold even if this browser cannot subscribe, and other devices use them.
      await save.mutateAsync({ enabled: true, time, timeZone, festivals, moon });
      await subscribeThisDevice();
      toast({ title: t`Daily reminder on`, description: t`Every day at ${time} (${timeZone}).` });
    } catch (err) {
      toast({
        title: t`Could not turn notifications on`,
        description: withoutStatus(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  /** This device only: the others keep their reminders. */
  async function turnOffHere() {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await client.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setThisDevice(false);
      toast({ title: t`Reminders off on this device` });
    } catch (err) {
      toast({
        title: t`Could not turn reminders off`,
        description: withoutStatus(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function saveChanges() {
    try {
      await save.mutateAsync({ enabled, time, timeZone, festivals, moon });
      toast({ title: t`Reminder saved`, description: t`Every day at ${time} (${timeZone}).` });
    } catch (err) {
      toast({
        title: t`Could not save the reminder`,
        description: withoutStatus(err),
        variant: 'destructive',
      });
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
      toast({ title: t`Could not send a test`, description: withoutStatus(err), variant: 'destructive' });
    }
  }

  const on = enabled && thisDevice === true;
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
          {support === 'unsupported' && (
            <p role="note" className="rounded-lg border border-gold/30 p-3 text-sm text-parchment-dim">
              {i18n._(unsupportedMessage)}
            </p>
          )}
          {support === 'denied' && (
            <p role="alert" className="rounded-lg border border-ember/60 p-3 text-sm text-parchment">
              {i18n._(deniedMessage)}
            </p>
          )}
          <div className="flex items-center justify-between gap-4">
            <span id="reminder-switch-label" className="text-sm text-parchment">
              <Trans>Remind me every day on this device</Trans>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby="reminder-switch-label"
              disabled={busy || settings.isPending || support !== 'supported'}
              onClick={() => void (on ? turnOffHere() : turnOn())}
              className="focus-ring relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-gold/40 bg-forest-950 transition-colors aria-checked:bg-gold/80 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span
                aria-hidden
                className={`inline-block size-5 rounded-full bg-parchment shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
              />
            </button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.time}>
                <Trans>Time</Trans>
              </Label>
              <Input
                id={ids.time}
                type="time"
                value={time}
                required
                onChange={(e) => setTime(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.zone}>
                <Trans>Time zone</Trans>
              </Label>
              <select
                id={ids.zone}
                value={timeZone}
                onChange={(e) => setTimeZone(e.target.value)}
                onFocus={() => setListed(true)}
                onPointerDown={() => setListed(true)}
                className="focus-ring h-10 w-full rounded-lg border border-gold/30 bg-forest-950/80 px-3 text-sm text-parchment [color-scheme:dark]"
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-parchment-dim">
              <Trans>Also remind me of</Trans>
            </legend>
            <label htmlFor={ids.festivals} className="flex items-center gap-2 text-sm text-parchment">
              <input
                id={ids.festivals}
                type="checkbox"
                checked={festivals}
                onChange={(e) => setFestivals(e.target.checked)}
                className="size-4 accent-gold"
              />
              <Trans>The fire festivals (Samhain, Imbolc, Beltane, Lughnasadh)</Trans>
            </label>
            <label htmlFor={ids.moon} className="flex items-center gap-2 text-sm text-parchment">
              <input
                id={ids.moon}
                type="checkbox"
                checked={moon}
                onChange={(e) => setMoon(e.target.checked)}
                className="size-4 accent-gold"
              />
              <Trans>Full and new moons</Trans>
            </label>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void saveChanges()} disabled={save.isPending || settings.isPending}>
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
          {settings.data?.nextDueAt && enabled && (
            <p className="text-xs text-parchment-faint">
              <Trans>Next reminder: {nextReminder(settings.data.nextDueAt, timeZone)}</Trans>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
