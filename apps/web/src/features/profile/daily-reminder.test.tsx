import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, renderScreen, resetFakeApi } from '../../test/harness';
import { DailyReminder } from './daily-reminder';

type Permission = 'default' | 'granted' | 'denied';

/** A browser with Notification, PushManager and a service worker, whose answers each test sets. */
function fakeBrowser(options: {
  permission: Permission;
  asked?: Permission;
  subscribe?: () => Promise<unknown>;
}) {
  const state = { permission: options.permission };
  const Notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(async () => {
      if (state.permission === 'default') state.permission = options.asked ?? 'granted';
      return state.permission;
    }),
  };
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
    expirationTime: null,
    toJSON: () => ({ keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: async () => true,
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(options.subscribe ?? (async () => subscription)),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { Notification, pushManager };
}

const settings = { enabled: false, time: '07:15', timeZone: 'Europe/Dublin', festivals: false, moon: false };

beforeEach(() => {
  resetFakeApi();
  answer('user.reminder', () => ({ ...settings, nextDueAt: null }));
  answer('user.setReminder', (input) => ({
    ...(input as typeof settings),
    nextDueAt: '2026-11-30T07:15:00.000Z',
  }));
  answer('push.publicKey', () => ({ publicKey: 'BAAA' }));
  answer('push.subscribe', () => ({ ok: true }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const saveButton = async () => screen.findByRole('button', { name: /Save reminder/ });
/** The last toast's title and description, once there is one. */
async function lastToast(): Promise<string> {
  await waitFor(() => expect(getToasts().length).toBeGreaterThan(0));
  const shown = getToasts()[0];
  return `${shown?.title} | ${shown?.description ?? ''}`;
}
const called = (path: string) => apiCalls.filter((call) => call.path === path);

describe('DailyReminder', { timeout: 30_000 }, () => {
  it('with notifications blocked, says so and saves nothing: no "saved", no next reminder', async () => {
    fakeBrowser({ permission: 'denied' });
    renderScreen(<DailyReminder />);
    const save = await saveButton();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await lastToast()).toMatch(/^Reminder not saved \| Notifications are blocked for this site\./);
    expect(screen.getByRole('alert').textContent).toContain('Notifications are blocked for this site.');
    expect(screen.queryByText(/Next reminder/)).toBeNull();
    expect(called('user.setReminder')).toEqual([]);
    expect(called('push.subscribe')).toEqual([]);
  });

  it('names a refusal of the browser in our words, never its own', async () => {
    const refused = new DOMException('Registration failed - permission denied', 'NotAllowedError');
    fakeBrowser({ permission: 'granted', subscribe: async () => Promise.reject(refused) });
    renderScreen(<DailyReminder />);
    const save = await saveButton();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await lastToast()).toMatch(/^Reminder not saved \| Notifications are blocked/);
    expect(document.body.textContent).not.toContain('Registration failed');
    expect(screen.getByRole('alert').textContent).toContain('Notifications are blocked for this site.');
    expect(called('user.setReminder')).toEqual([]);
  });

  it('says what went wrong when the push service fails, and when the permission is dismissed', async () => {
    fakeBrowser({
      permission: 'granted',
      subscribe: async () =>
        Promise.reject(new DOMException('Registration failed - push service error', 'AbortError')),
    });
    const { unmount } = renderScreen(<DailyReminder />);
    let save = await saveButton();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await lastToast()).toMatch(/could not be registered for notifications/);
    expect(screen.getByRole('alert').textContent).toContain('could not be registered for notifications');
    expect(document.body.textContent).not.toContain('push service error');
    unmount();

    fakeBrowser({ permission: 'default', asked: 'default' });
    renderScreen(<DailyReminder />);
    save = await saveButton();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(/Notifications were not allowed/)).toBeTruthy();
    expect(getToasts()[0]?.description).toMatch(/Notifications were not allowed/);
    expect(called('user.setReminder')).toEqual([]);
  });

  it('calls the reminder saved once this device is registered with the server, then shows the next one', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    renderScreen(<DailyReminder />);
    const save = await saveButton();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await lastToast()).toBe('Reminder saved | Every day at 07:15 (Europe/Dublin).');
    expect(browser.Notification.requestPermission).toHaveBeenCalledOnce();
    expect(called('push.subscribe')).toHaveLength(1);
    expect(called('user.setReminder')[0]?.input).toMatchObject({ enabled: true, time: '07:15' });
    // The device is registered before the settings say "on".
    const order = apiCalls.map((call) => call.path);
    expect(order.indexOf('push.subscribe')).toBeLessThan(order.indexOf('user.setReminder'));
    expect(await screen.findByText(/Next reminder/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turning off never shows the browser’s own error either', async () => {
    fakeBrowser({ permission: 'granted' });
    answer('user.reminder', () => ({ ...settings, enabled: true, nextDueAt: null }));
    const refused = new DOMException('Failed to unsubscribe: the push service said no', 'AbortError');
    const registration = {
      pushManager: {
        getSubscription: async () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/unit',
          unsubscribe: async () => Promise.reject(refused),
        }),
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    answer('push.unsubscribe', () => null);
    renderScreen(<DailyReminder />);
    const toggle = await screen.findByRole('switch', { name: 'Remind me every day on this device' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    expect(await lastToast()).toBe('Could not turn reminders off | Check your connection and try again.');
  });
});
