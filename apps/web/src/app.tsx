import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAccessState } from './access/use-access';
import { AuthProvider } from './auth/auth-provider';
import { CenteredSpinner } from './components/ui/spinner';
import { LazyToaster } from './lib/lazy-toaster';
import { UpdatePrompt } from './pwa/update-prompt';
import type { WebRouter } from './router';
import { trpcSignApi } from './sign/sign-api';
import { SignProvider } from './sign/sign-provider';

/** Feeds live access state to the router and re-runs its guards when that state changes. */
export function RouterWithAccess({ router }: { router: WebRouter }) {
  const access = useAccessState();
  const { i18n: active } = useLingui();
  const mounted = useRef(false);

  // Re-run the route guards whenever auth or sign state moves on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the two states are the triggers, not inputs.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    void router.invalidate();
  }, [access.auth, access.sign]);

  // The router renders only after Firebase's first auth callback.
  if (access.auth === 'loading') {
    return (
      <>
        <CenteredSpinner fullScreen />
        <LazyToaster />
      </>
    );
  }
  // A new language renders the pages anew: text worked out outside a component's own hooks (titles, formatted
  // dates, toasts' helpers) is then in the new language too, and the readings' queries ask for it by key.
  return <RouterProvider key={active.locale} router={router} context={{ access }} />;
}

/**
 * The app; main.tsx creates the router in a task of its own and passes it in, and boot.tsx has loaded the
 * catalogue of the language it starts in.
 */
export function App({ router, assumeSignedOut = false }: { router: WebRouter; assumeSignedOut?: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider assumeSignedOut={assumeSignedOut}>
        <SignProvider api={trpcSignApi}>
          <RouterWithAccess router={router} />
          <UpdatePrompt />
        </SignProvider>
      </AuthProvider>
    </I18nProvider>
  );
}
