import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { fakeUser } from '../test/harness';
import type { ServerSign, SignApi } from './sign-api';
import { useZodiacSign } from './sign-context';
import { SignProvider } from './sign-provider';
import { chosenAtKey, storageKey } from './stored-sign';

function fakeApi(overrides: Partial<SignApi> = {}): SignApi {
  return {
    wasDeleted: vi.fn(async () => false),
    saveSign: vi.fn(async (sign, _uid, chosenAt) => ({
      sign,
      setAt: chosenAt ?? '2026-11-28T12:00:00.000Z',
    })),
    serverSign: vi.fn(async (): Promise<ServerSign> => ({ sign: null, setAt: null })),
    role: vi.fn(async () => 'admin' as const),
    ...overrides,
  };
}

function Probe() {
  const { sign, status, role } = useZodiacSign();
  return (
    <p data-testid="probe">
      {status}|{sign?.name ?? 'none'}|{role}
    </p>
  );
}

function renderProvider(api: SignApi) {
  const auth: AuthContextValue = {
    user: fakeUser,
    status: 'signed-in',
    signInWithGoogle: async () => true,
    signOut: async () => {},
  };
  render(
    <AuthContext.Provider value={auth}>
      <SignProvider api={api} storage={localStorage}>
        <Probe />
      </SignProvider>
    </AuthContext.Provider>,
  );
}

const key = storageKey(fakeUser.uid);
const probe = () => screen.getByTestId('probe').textContent;

describe('SignProvider', () => {
  it('loads a valid stored sign, syncs it to a server that has none and fetches the role', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Horse', dateRange: 'Aug 5 - Sep 1' }));
    const api = fakeApi();
    renderProvider(api);
    expect(probe()).toBe('loading|none|user');
    await waitFor(() => expect(probe()).toBe('ready|Horse|admin'));
    expect(api.wasDeleted).toHaveBeenCalledWith(fakeUser.uid);
    await waitFor(() => expect(api.saveSign).toHaveBeenCalledWith('Horse', fakeUser.uid, null));
  });

  it('shows the sign chosen later on another device instead of the one stored here, sending nothing', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Snake', dateRange: 'Feb 18 - Mar 17' }));
    localStorage.setItem(chosenAtKey(fakeUser.uid), '2026-11-20T10:00:00.000Z');
    const api = fakeApi({
      serverSign: vi.fn(
        async (): Promise<ServerSign> => ({ sign: 'Wolf', setAt: '2026-11-21T09:30:00.000Z' }),
      ),
    });
    renderProvider(api);
    await waitFor(() => expect(probe()).toBe('ready|Wolf|admin'));
    expect(api.saveSign).not.toHaveBeenCalled();
  });

  it('removes the stored sign of a deleted user', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Horse', dateRange: 'Aug 5 - Sep 1' }));
    const api = fakeApi({ wasDeleted: vi.fn(async () => true) });
    renderProvider(api);
    await waitFor(() => expect(probe()).toBe('ready|none|admin'));
    expect(localStorage.getItem(key)).toBeNull();
    expect(api.saveSign).not.toHaveBeenCalled();
  });

  it('treats a failed deleted-check as not deleted and a failed role fetch as user', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Bull', dateRange: 'May 13 - Jun 9' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderProvider(
      fakeApi({
        wasDeleted: vi.fn(async () => Promise.reject(new Error('503: down'))),
        role: vi.fn(async () => Promise.reject(new Error('503: down'))),
      }),
    );
    await waitFor(() => expect(probe()).toBe('ready|Bull|user'));
  });

  it('drops an invalid stored sign and falls back to the one the server remembers', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Bull' }));
    renderProvider(
      fakeApi({ serverSign: vi.fn(async (): Promise<ServerSign> => ({ sign: 'Seahorse', setAt: null })) }),
    );
    await waitFor(() => expect(probe()).toBe('ready|Seahorse|admin'));
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').name).toBe('Seahorse');
  });
});
