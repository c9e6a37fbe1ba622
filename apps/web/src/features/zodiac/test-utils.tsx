import type { AppRouter } from '@celtic/api';
import { getSign, type Role, type Sign } from '@celtic/zodiac-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { User } from 'firebase/auth';
import type { ReactElement } from 'react';
import { AuthContext } from '../../auth/auth-context';
import { createQueryClient } from '../../lib/query-client';
import { TRPCProvider } from '../../lib/trpc';
import { SignContext } from '../../sign/sign-context';

/** Renders a page inside a throwaway memory router, so its `<Link>`s work in tests. */
export function renderWithRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the app registers its own router type; this one is for tests only.
  return render(<RouterProvider router={router as any} />);
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

interface ScreenOptions {
  sign?: Sign | null;
  role?: Role;
  uid?: string;
}

/** Renders a screen with the providers the shell gives it: query client, tRPC, auth, sign and a router. */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const { sign = getSign('Stag'), role = 'user', uid = 'uid-1' } = options;
  const queryClient = createQueryClient();
  const user = { uid, email: `${uid}@example.com`, displayName: 'Test User' } as User;
  const auth = {
    user,
    status: 'signed-in' as const,
    signInWithGoogle: async () => true,
    signOut: async () => {},
  };
  const signValue = {
    sign,
    status: 'ready' as const,
    selectSign: async () => {},
    clearSign: async () => {},
    role,
    refreshRole: () => {},
  };
  return renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={fakeClient} queryClient={queryClient}>
        <AuthContext.Provider value={auth}>
          <SignContext.Provider value={signValue}>{ui}</SignContext.Provider>
        </AuthContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
