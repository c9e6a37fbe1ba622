import {
  browserPopupRedirectResolver,
  signOut as firebaseSignOut,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearCachedData } from '../lib/clear-cached-data';
import { getAuth, isEmulatorMode } from '../lib/firebase';
import { toast } from '../lib/toast-store';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import type { EmulatorAccount } from './recent-accounts';

export { type AuthContextValue, type AuthStatus, useAuth } from './auth-context';

// The chooser is only needed in emulator mode and only after a click: keep it out of the login chunk.
const AccountChooser = lazy(() => import('./account-chooser'));

const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

function errorCode(err: unknown): string | null {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : null;
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

export function AuthProvider({
  children,
  onAccountChange = clearCachedData,
}: {
  children: ReactNode;
  /** Drops the previous account's cached answers; the default empties the app's query cache. */
  onAccountChange?: () => unknown;
}) {
  const [user, setUser] = useState<User | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [choosing, setChoosing] = useState(false);
  const chooserResolve = useRef<((account: EmulatorAccount | null) => void) | null>(null);

  const lastUid = useRef<string | null>(null);
  useEffect(
    () =>
      onAuthStateChanged(getAuth(), (next) => {
        // Cached answers belong to the account that fetched them: never show them to the next one.
        const uid = next?.uid ?? null;
        if (uid !== lastUid.current) void onAccountChange();
        lastUid.current = uid;
        setUser(next);
        setStatus(next ? 'signed-in' : 'signed-out');
      }),
    [onAccountChange],
  );

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
      const auth = getAuth();
      if (isEmulatorMode()) {
        const account = await chooseAccount();
        if (!account) return false;
        const claims = JSON.stringify({ sub: account.sub, email: account.email, name: account.name });
        await signInWithCredential(auth, GoogleAuthProvider.credential(claims));
      } else {
        await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
      }
      toast({ title: 'Signed In', description: "You've successfully signed in!" });
      return true;
    } catch (err) {
      if (CANCEL_CODES.has(errorCode(err) ?? '')) return false;
      console.error('Failed to sign in with Google', err);
      toast({
        title: 'Sign In Failed',
        description: 'There was a problem signing in with Google.',
        variant: 'destructive',
      });
      return false;
    }
  }, [chooseAccount]);

  const signOut = useCallback(async (): Promise<void> => {
    try {
      await firebaseSignOut(getAuth());
    } catch (err) {
      console.error('Failed to sign out', err);
      throw new Error('Failed to sign out');
    }
  }, []);

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
