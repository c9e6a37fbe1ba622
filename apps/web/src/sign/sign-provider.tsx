import { defaultRole, type Role, type Sign, type SignName } from '@celtic/zodiac-core';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import type { SignApi } from './sign-api';
import { SignContext, type SignContextValue } from './sign-context';
import { stopSignSync } from './sign-sync';

export { type SignContextValue, useZodiacSign } from './sign-context';

const GUEST_UID = 'guest';

const signedInSide = () => import('./load-sign');

/** Starts loading the signed-in side (main.tsx, when a signed-in start is likely). */
export function preloadSignState(): Promise<unknown> {
  return signedInSide();
}

interface SignProviderProps {
  children: ReactNode;
  api: SignApi;
  storage?: Storage;
}

export function SignProvider({ children, api, storage = localStorage }: SignProviderProps) {
  const { user, status: authStatus } = useAuth();
  const uid = user?.uid ?? GUEST_UID;
  const email = user?.email ?? null;
  const [loaded, setLoaded] = useState<{ uid: string; sign: Sign | null } | null>(null);
  const [role, setRole] = useState<{ uid: string; role: Role } | null>(null);

  // A newer choice from another device, taken from the server's answer.
  const adopt = useCallback((sign: Sign | null) => setLoaded({ uid, sign }), [uid]);

  useEffect(() => {
    if (authStatus !== 'signed-in') return;
    let live = true;
    signedInSide()
      .then(({ loadSign }) => loadSign(api, storage, uid, (sign) => live && adopt(sign)))
      .then(
        (sign) => live && setLoaded({ uid, sign }),
        () => live && setLoaded({ uid, sign: null }),
      );
    api.role(uid, email).then(
      (r) => live && setRole({ uid, role: r }),
      (err: unknown) => console.error('Role fetch failed', err),
    );
    return () => {
      live = false;
      // A sync still retrying belongs to this account: it stops with it.
      stopSignSync();
    };
  }, [api, storage, uid, email, authStatus, adopt]);

  const selectSign = useCallback(
    async (name: SignName) => {
      const { choose } = await signedInSide();
      setLoaded({ uid, sign: choose(api, storage, uid, name, adopt) });
    },
    [api, storage, uid, adopt],
  );

  const refreshRole = useCallback(() => {
    api.role(uid, email).then(
      (r) => setRole({ uid, role: r }),
      (err: unknown) => console.error('Role fetch failed', err),
    );
  }, [api, uid, email]);

  const clearSign = useCallback(async () => {
    const { choose } = await signedInSide();
    setLoaded({ uid, sign: choose(api, storage, uid, null, adopt) });
  }, [api, storage, uid, adopt]);

  const current = loaded?.uid === uid ? loaded : null;
  const value = useMemo<SignContextValue>(
    () => ({
      sign: current?.sign ?? null,
      // Signed out there is nothing to load; signed in we wait for this uid's answer.
      status:
        authStatus === 'signed-in' && !current ? 'loading' : authStatus === 'loading' ? 'loading' : 'ready',
      selectSign,
      clearSign,
      role: role?.uid === uid ? role.role : defaultRole,
      refreshRole,
    }),
    [current, authStatus, selectSign, clearSign, role, uid, refreshRole],
  );

  return <SignContext.Provider value={value}>{children}</SignContext.Provider>;
}
