import { getSign, type Role, type Sign, type SignName } from '@celtic/zodiac-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { type ReactNode, useMemo, useState } from 'react';
import { RouterWithAccess } from '../app';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { createQueryClient } from '../lib/query-client';
import { TRPCProvider } from '../lib/trpc';
import { trpcClient } from '../lib/trpc-client';
import { createAppRouter } from '../router';
import { SignContext, type SignContextValue } from '../sign/sign-context';

export const fakeUser = {
  uid: 'uid-ada',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  photoURL: null,
  metadata: { creationTime: 'Mon, 01 Jan 2024 10:00:00 GMT', lastSignInTime: undefined },
} as unknown as User;

export interface HarnessOptions {
  auth?: AuthContextValue['status'];
  sign?: SignName | null | 'loading';
  role?: Role;
  authOverrides?: Partial<AuthContextValue>;
  /** Called before the fake state changes; a rejection leaves the state as it was. */
  selectSign?: (name: SignName) => Promise<void>;
  clearSign?: () => Promise<void>;
}

function FakeSignProvider({ options, children }: { options: HarnessOptions; children: ReactNode }) {
  const initial = options.sign === undefined ? 'Hawk' : options.sign;
  const [sign, setSign] = useState<Sign | null>(initial && initial !== 'loading' ? getSign(initial) : null);
  const value = useMemo<SignContextValue>(
    () => ({
      sign,
      status: initial === 'loading' ? 'loading' : 'ready',
      role: options.role ?? 'user',
      refreshRole: () => {},
      selectSign: async (name) => {
        await options.selectSign?.(name);
        setSign(getSign(name));
      },
      clearSign: async () => {
        await options.clearSign?.();
        setSign(null);
      },
    }),
    [sign, initial, options],
  );
  return <SignContext.Provider value={value}>{children}</SignContext.Provider>;
}

function FakeAuthProvider({ options, children }: { options: HarnessOptions; children: ReactNode }) {
  const [status, setStatus] = useState<AuthContextValue['status']>(options.auth ?? 'signed-in');
  const value = useMemo<AuthContextValue>(() => {
    const overrides = options.authOverrides ?? {};
    return {
      user: status === 'signed-in' ? fakeUser : null,
      status,
      signInWithGoogle: async () => {
        const ok = overrides.signInWithGoogle ? await overrides.signInWithGoogle() : true;
        if (ok) setStatus('signed-in');
        return ok;
      },
      signOut: async () => {
        await overrides.signOut?.();
        setStatus('signed-out');
      },
    };
  }, [status, options]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Renders the real route tree at `path` behind the real guards, with fake auth and sign state. */
export function renderApp(path: string, options: HarnessOptions = {}) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <FakeAuthProvider options={options}>
          <FakeSignProvider options={options}>
            <RouterWithAccess router={router} />
          </FakeSignProvider>
        </FakeAuthProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { router, view };
}
