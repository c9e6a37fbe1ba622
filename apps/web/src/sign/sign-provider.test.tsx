import type { SignName } from '@celtic/zodiac-core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { fakeUser } from '../test/harness';
import type { SignApi } from './sign-api';
import { useZodiacSign } from './sign-context';
import { SignProvider } from './sign-provider';
import { storageKey } from './stored-sign';

function fakeApi(overrides: Partial<SignApi> = {}): SignApi {
  return {
    wasDeleted: vi.fn(async () => false),
    saveSign: vi.fn(async () => {}),
    serverSign: vi.fn(async (): Promise<SignName | null> => null),
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
  it('loads a valid stored sign, syncs it to the server and fetches the role', async () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Horse', dateRange: 'Aug 5 - Sep 1' }));
    const api = fakeApi();
    renderProvider(api);
    expect(probe()).toBe('loading|none|user');
    await waitFor(() => expect(probe()).toBe('ready|Horse|admin'));
    expect(api.wasDeleted).toHaveBeenCalledWith(fakeUser.uid);
    expect(api.saveSign).toHaveBeenCalledWith('Horse', fakeUser.uid);
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
    renderProvider(fakeApi({ serverSign: vi.fn(async (): Promise<SignName | null> => 'Seahorse') }));
    await waitFor(() => expect(probe()).toBe('ready|Seahorse|admin'));
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').name).toBe('Seahorse');
  });
});
