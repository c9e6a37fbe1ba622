import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PublicHeader } from '../components/public-header';

// React Query and tRPC load with the section, after the page's heading has painted.
const StatusSection = lazy(() =>
  import('../features/status/status-section').then((module) => ({ default: module.StatusSection })),
);

export const Route = createFileRoute('/status')({ component: StatusPage });

/** The service's status, open to everyone: each component now and its uptime over 90 days. */
function StatusPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
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
