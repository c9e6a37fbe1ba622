/**
 * The one render harness of the web app's tests: `renderApp` (the real route tree behind the real guards) and
 * `renderScreen` (one screen inside a throwaway router, its tRPC calls answered by a fake API), both with fake
 * auth and sign state.
 */
import type { AppRouter } from '@celtic/api';
import { getSign, type Role, type Sign, type SignName } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { type RenderOptions, render as renderWithoutI18n } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { User } from 'firebase/auth';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
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

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's `render` inside the app's i18n context (English, from test/setup.ts). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'queries'>) {
  return renderWithoutI18n(ui, { wrapper: WithI18n, ...options });
}

/** Renders the real route tree at `path` behind the real guards, with fake auth and sign state. */
export function renderApp(path: string, options: HarnessOptions = {}) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const queryClient = createQueryClient();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <FakeAuthProvider options={options}>
            <FakeSignProvider options={options}>
              <RouterWithAccess router={router} />
            </FakeSignProvider>
          </FakeAuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { router, view };
}

/** Renders a page inside a throwaway memory router, so its `<Link>`s work in tests. */
export function renderWithRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      {/* biome-ignore lint/suspicious/noExplicitAny: the app registers its own router type; this one is for tests only. */}
      <RouterProvider router={router as any} />
    </I18nProvider>,
  );
}

// --- A fake API behind the real tRPC React hooks ----------------------------------------------------

type Handler = (input: unknown) => unknown;

const handlers = new Map<string, Handler>();
/** Every call the screen made, in order: procedure path and input. */
export const apiCalls: { path: string; input: unknown }[] = [];

/** Answers `path` (e.g. 'readings.list') with `handler(input)`; throw `httpError(...)` to fail. */
export function answer(path: string, handler: Handler): void {
  handlers.set(path, handler);
}

export function resetFakeApi(): void {
  handlers.clear();
  apiCalls.length = 0;
}

/** An error shaped like the server's: `errorText` reads it as "{status}: {message}". */
export function httpError(status: number, message: string): TRPCClientError<AppRouter> {
  return new TRPCClientError(message, {
    result: {
      error: { code: -32603, message, data: { httpStatus: status, code: 'ERROR', path: undefined } },
    },
  } as never);
}

const fakeLink: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      apiCalls.push({ path: op.path, input: op.input });
      Promise.resolve()
        .then(() => {
          const handler = handlers.get(op.path);
          if (!handler) throw new Error(`No fake answer for ${op.path}`);
          return handler(op.input);
        })
        .then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (err: unknown) =>
            observer.error(err instanceof TRPCClientError ? err : TRPCClientError.from(err as Error)),
        );
      return () => {};
    });

/** The client `renderScreen` gives the screens in place of the app's: every call goes to the fake API. */
const fakeClient = createTRPCClient<AppRouter>({ links: [fakeLink] });

export interface ScreenOptions {
  /** The user's sign (default the Stag). */
  sign?: Sign | null;
  role?: Role;
}

/** Renders a screen with the providers the shell gives it: query client, tRPC (the fake API), auth, sign, router. */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const { sign = getSign('Stag'), role = 'user' } = options;
  const harness: HarnessOptions = { sign: sign?.name ?? null, role };
  const queryClient = createQueryClient();
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={fakeClient} queryClient={queryClient}>
        <FakeAuthProvider options={harness}>
          <FakeSignProvider options={harness}>{ui}</FakeSignProvider>
        </FakeAuthProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
