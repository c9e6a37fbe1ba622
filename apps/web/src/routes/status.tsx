import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import { buttonClasses } from '../components/ui/button';

// React Query and tRPC load with the section, after the page's heading has painted.
const StatusSection = lazy(() =>
  import('../features/status/status-section').then((module) => ({ default: module.StatusSection })),
);

export const Route = createFileRoute('/status')({ component: StatusPage });

/** The service's status, open to everyone: each component now and its uptime over 90 days. */
function StatusPage() {
  const signedIn = useAuth().status === 'signed-in';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-gold/15 px-4 py-3 sm:px-6">
        <Link to="/login" className="focus-ring font-display text-lg font-semibold text-gold-bright">
          <Trans>Celtic Zodiac Explorer</Trans>
        </Link>
        <Link to={signedIn ? '/' : '/login'} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {signedIn ? t`Back to the app` : t`Sign in`}
        </Link>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="font-display text-3xl font-semibold text-parchment sm:text-4xl">
          <Trans>Service Status</Trans>
        </h1>
        <Suspense fallback={null}>
          <StatusSection />
        </Suspense>
      </main>
    </div>
  );
}
