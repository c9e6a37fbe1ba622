import { t } from '@lingui/core/macro';
import type { User } from 'firebase/auth';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearCachedData, forgetOfflineData } from '../lib/clear-cached-data';
import { afterFirstScreen } from '../lib/idle';
import { toast } from '../lib/toast-store';
import { yieldToMain } from '../lib/yield';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { loadedSession, loadSession } from './load-session';
import type { EmulatorAccount } from './recent-accounts';
import { writeSessionHint } from './session-hint';

export { type AuthContextValue, type AuthStatus, useAuth } from './auth-context';

// The chooser is only needed in emulator mode and only after a click: keep it out of the login chunk.
const AccountChooser = lazy(() => import('./account-chooser'));

/** The push module (and the tRPC client it calls) is loaded only when a signed-in user signs out. */
const forgetThisDevicePush = () =>
  import('../lib/push-sign-out').then((module) => module.forgetPushSubscription());

const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

function errorCode(err: unknown): string | null {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : null;
}

export function AuthProvider({
  children,
  onAccountChange = clearCachedData,
  onSignOut = forgetOfflineData,
  beforeSignOut = forgetThisDevicePush,
  assumeSignedOut = false,
  storage = localStorage,
}: {
  children: ReactNode;
  /** Drops the previous account's cached answers; the default empties the app's query cache. */
  onAccountChange?: () => unknown;
  /** Forgets what the signed-out account kept on this device; the default clears the offline store. */
  onSignOut?: () => Promise<unknown>;
  /** Runs while the account is still signed in, before signOut(); the default stops this browser's push. */
  beforeSignOut?: () => Promise<unknown>;
  /**
   * Start signed out instead of loading (see startsSignedOut): Firebase then loads once the first page has
   * shown and the page is idle (lib/idle.ts), or at the first sign-in, and its answer replaces the assumption.
   */
  assumeSignedOut?: boolean;
  /** Where the session hint is kept. */
  storage?: Storage;
}) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>(assumeSignedOut ? 'signed-out' : 'loading');
  const [watching, setWatching] = useState(!assumeSignedOut);
  const [choosing, setChoosing] = useState(false);
  const chooserResolve = useRef<((account: EmulatorAccount | null) => void) | null>(null);

  useEffect(() => {
    if (watching) return;
    return afterFirstScreen(() => setWatching(true));
  }, [watching]);

  const lastUid = useRef<string | null>(null);
  useEffect(() => {
    if (!watching) return;
    let live = true;
    let unsubscribe = () => {};
    loadSession()
      // Firebase's modules are evaluated in the task that loaded them: start Auth in the next one.
      .then(async (firebase) => {
        await yieldToMain();
        return firebase;
      })
      .then(
        (firebase) => {
          if (!live) return;
          unsubscribe = firebase.watchUser((next) => {
            // Cached answers belong to the account that fetched them: never show them to the next one.
            const uid = next?.uid ?? null;
            if (uid !== lastUid.current) void onAccountChange();
            // Signed out, or another account: nothing the last one kept here may be shown to the next.
            if (lastUid.current !== null && uid !== lastUid.current) {
              onSignOut().catch((err: unknown) => console.error('Could not clear the offline data', err));
            }
            lastUid.current = uid;
            writeSessionHint(storage, next !== null);
            setUser(next);
            setStatus(next ? 'signed-in' : 'signed-out');
          });
        },
        (err: unknown) => {
          // Without Firebase nobody can be signed in: show the sign-in page, whose button tries again.
          console.error('Could not load Firebase Auth', err);
          if (live) setStatus('signed-out');
        },
      );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [watching, onAccountChange, onSignOut, storage]);

  const chooseAccount = useCallback(
    () =>
      new Promise<EmulatorAccount | null>((resolve) => {
        chooserResolve.current?.(null);
        chooserResolve.current = resolve;
        setChoosing(true);
      }),
    [],
  );

  const finishChoosing = useCallback((account: EmulatorAccount | null) => {
    setChoosing(false);
    chooserResolve.current?.(account);
    chooserResolve.current = null;
  }, []);

  const signInWithGoogle = useCallback(async (): Promise<boolean> => {
    try {
      // Loaded by now in all but the quickest clicks; the popup must open in the click's own task, so no
      // awaiting before it when it is.
      const firebase = loadedSession() ?? (await loadSession());
      setWatching(true);
      if (firebase.isEmulatorMode()) {
        const account = await chooseAccount();
        if (!account) return false;
        await firebase.signInWithEmulatorAccount(account);
      } else {
        await firebase.signInWithGooglePopup();
      }
      toast({ title: t`Signed In`, description: t`You've successfully signed in!` });
      return true;
    } catch (err) {
      if (CANCEL_CODES.has(errorCode(err) ?? '')) return false;
      console.error('Failed to sign in with Google', err);
      toast({
        title: t`Sign In Failed`,
        description: t`There was a problem signing in with Google.`,
        variant: 'destructive',
      });
      return false;
    }
  }, [chooseAccount]);

  const signOut = useCallback(async (): Promise<void> => {
    try {
      // Never blocks the sign-out: a browser without push, or a failure, only leaves the subscription to expire.
      await beforeSignOut().catch((err: unknown) => console.error('Could not stop notifications', err));
      await (await loadSession()).signOut();
    } catch (err) {
      console.error('Failed to sign out', err);
      throw new Error('Failed to sign out');
    }
  }, [beforeSignOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, signInWithGoogle, signOut }),
    [user, status, signInWithGoogle, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {choosing ? (
        <Suspense fallback={null}>
          <AccountChooser onChoose={finishChoosing} onCancel={() => finishChoosing(null)} />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
