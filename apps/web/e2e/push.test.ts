/**
 * The daily reminder in the browser: permission granted, the settings saved and shown again after a reload; a
 * push handed to the service worker (CDP's ServiceWorker.deliverPushMessage) shows its notification, and a click
 * on it opens the day's horoscope.
 *
 * Headless Chromium has no push service to subscribe with (PushManager.subscribe cannot reach one here), so the
 * test registers a subscription of its own through the API, as a browser would after subscribing; the push
 * itself is delivered to the service worker by CDP.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  api,
  baseUrl,
  chooseSign,
  desktop,
  expectNoPageErrors,
  launchBrowser,
  mobile,
  type Session,
  signIn,
  signUp,
  visible,
  waitForPath,
} from './browser';

const docsScreenshots = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUp(browser, newAccount('Niamh Reminder'), 'Salmon');
  await session.context.grantPermissions(['notifications'], { origin: baseUrl() });
});
afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.getByRole('region', { name: 'Daily reminder' });

/** A PushSubscription's JSON as a browser registers it, on a push service of the default allow-list. */
function subscriptionJson() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('daily reminder', () => {
  it('saves the settings, shows them again after a reload, and sends a test to a registered device', async () => {
    const { page } = session;
    await page.goto('/profile');
    const reminder = await visible(section(page));
    await expect(reminder.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('08:00');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(reminder.getByLabel('Time zone').inputValue()).resolves.toBe(zone.replaceAll('_', ' '));

    await reminder.getByLabel('Time', { exact: true }).fill('07:45');
    // The zone is searched for by typing, as a person does.
    await reminder.getByLabel('Time zone').fill('europe/dublin');
    await reminder.getByLabel(/fire festivals/).check();
    // A push service that fails, as Chromium reports it: the screen says so in its own words.
    await page.evaluate(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      };
    });
    await reminder.getByRole('switch', { name: 'Remind me every day on this device' }).click();
    await visible(
      reminder.getByText('This device could not be registered for notifications.', { exact: false }),
    );
    await expect(page.getByText('Registration failed', { exact: false }).count()).resolves.toBe(0);
    await expect(reminder.getByText('Next reminder', { exact: false }).count()).resolves.toBe(0);
    const before = (await (await api(session, 'GET', '/users/me/reminder')).json()) as { enabled: boolean };
    expect(before.enabled).toBe(false);

    // With a push service (the subscription this browser would get), the device is registered, then saved.
    await page.evaluate((json) => {
      PushManager.prototype.subscribe = async () =>
        ({ ...json, toJSON: () => json }) as unknown as PushSubscription;
    }, subscriptionJson());
    await reminder.getByRole('button', { name: 'Save reminder' }).click();
    await visible(page.getByText('Reminder saved', { exact: true }));
    await visible(reminder.getByText('Next reminder', { exact: false }));
    await expect
      .poll(
        async () => (await (await api(session, 'GET', '/users/me/reminder')).json()) as { enabled: boolean },
      )
      .toMatchObject({
        enabled: true,
        time: '07:45',
        timeZone: 'Europe/Dublin',
        festivals: true,
        moon: false,
      });

    await page.reload();
    const again = await visible(section(page));
    await expect.poll(() => again.getByLabel('Time', { exact: true }).inputValue()).toBe('07:45');
    await expect(again.getByLabel('Time zone').inputValue()).resolves.toBe('Europe/Dublin');
    await expect(again.getByLabel(/fire festivals/).isChecked()).resolves.toBe(true);
    await expect(again.getByLabel('Full and new moons').isChecked()).resolves.toBe(false);

    await again.getByRole('button', { name: 'Send a test notification' }).click();
    await visible(page.getByText('Test notification sent'));
    expectNoPageErrors(session);
  });

  it('with notifications blocked, says what to do and saves nothing', async () => {
    const page = await session.context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    await page.goto('/profile');
    const reminder = await visible(section(page));
    await visible(
      reminder.getByRole('alert').getByText('Notifications are blocked for this site.', { exact: false }),
    );
    await reminder.getByLabel('Time', { exact: true }).fill('06:10');
    await reminder.getByRole('button', { name: 'Save reminder' }).click();
    await visible(page.getByText('Reminder not saved', { exact: true }));
    await expect(page.getByText('Reminder saved', { exact: true }).count()).resolves.toBe(0);
    const kept = (await (await api(session, 'GET', '/users/me/reminder')).json()) as { time: string };
    expect(kept.time).toBe('07:45');
    await page.close();
  });

  it('shows a pushed reminder through the service worker, and a click opens that day', async () => {
    const { page, context } = session;
    await page.goto('/profile');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // A page loaded after the worker took over is one it controls (and may navigate).
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(baseUrl()));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: 'Salmon · Friday 27 November',
      body: 'The first sentence of the day’s overview.',
      tag: 'daily-2026-11-27',
      url: '/horoscope?date=2026-11-27',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseUrl()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications.map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect
      .poll(shown)
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: message.url } }]);

    // The click, as the worker receives it: a notificationclick event for that notification.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      // The worker's own globals, which the page's DOM types do not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await waitForPath(page, '/horoscope');
    expect(new URL(page.url()).search).toBe('?date=2026-11-27');
  });

  it('screenshots the section at desktop and mobile sizes', async () => {
    mkdirSync(docsScreenshots, { recursive: true });
    for (const [size, viewport] of [
      ['desktop', desktop],
      ['mobile', mobile],
    ] as const) {
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto('/profile');
      const reminder = await visible(section(page));
      await expect.poll(() => reminder.getByLabel('Time', { exact: true }).inputValue()).toBe('07:45');
      await reminder.scrollIntoViewIfNeeded();
      await reminder.screenshot({ path: `${docsScreenshots}profile-reminder-${size}.png` });
    }
  });

  it('signing out drops this browser’s subscription, here and on the server; the next account sees it off', async () => {
    const shared = await signUp(browser, newAccount('Shared Device First'), 'Wolf');
    const { page, context } = shared;
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    // Headless Chromium cannot subscribe (no push service): its PushManager hands out the subscription this test
    // registered, kept in the page's storage, and forgets it when it is unsubscribed, as a browser does.
    await context.addInitScript(() => {
      const key = 'e2e-push-subscription';
      const fake = (json: { endpoint: string }) => ({
        ...json,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async () => {
        const stored = localStorage.getItem(key);
        return stored ? (fake(JSON.parse(stored)) as unknown as PushSubscription) : null;
      };
    });
    const subscription = subscriptionJson();
    expect((await api(shared, 'POST', '/push/subscriptions', subscription)).status).toBe(201);
    const reminder = {
      enabled: true,
      time: '08:00',
      timeZone: 'Europe/Dublin',
      festivals: false,
      moon: false,
    };
    expect((await api(shared, 'PUT', '/users/me/reminder', reminder)).ok).toBe(true);
    await page.goto('/profile');
    await page.evaluate(
      (json) => localStorage.setItem('e2e-push-subscription', JSON.stringify(json)),
      subscription,
    );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const onSwitch = () =>
      section(page)
        .getByRole('switch', { name: 'Remind me every day on this device' })
        .getAttribute('aria-checked');
    await expect.poll(onSwitch).toBe('true');
    const firstToken = shared.token();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await waitForPath(page, '/login');
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) ?? null,
        ),
      )
      .toBeNull();
    // The server no longer has the device: the first account's own export (its token is still valid) lists none.
    const exported = await fetch(`${baseUrl()}/api/users/me/export`, {
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(JSON.parse(await exported.text())).toMatchObject({ pushSubscriptions: [] });

    // The next person on this browser, with reminders on elsewhere, sees them off here.
    await signIn(page, newAccount('Shared Device Second'));
    await chooseSign(page, 'Hawk');
    await page.goto('/profile');
    await visible(section(page));
    expect((await api(shared, 'PUT', '/users/me/reminder', reminder)).ok).toBe(true);
    await page.reload();
    await visible(section(page));
    await expect.poll(onSwitch).toBe('false');
    expectNoPageErrors(shared);
    await context.close();
  });
});
