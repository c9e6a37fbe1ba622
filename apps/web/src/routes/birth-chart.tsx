import { Trans } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { PublicHeader } from '../components/public-header';
import { birthSearchShape } from '../features/birth-chart/birth-search';
import { searchValidator, useReadSearch } from '../lib/search-params';

// The form and the chart (with React Query and tRPC) load once the page's heading and text have painted: on a
// phone those show first, without waiting for a dozen more chunks.
const BirthChartSection = lazy(() =>
  import('../features/birth-chart/birth-chart-section').then((module) => ({
    default: module.BirthChartSection,
  })),
);

export const Route = createFileRoute('/birth-chart')({
  validateSearch: searchValidator(birthSearchShape),
  component: BirthChartPage,
});

/** True from the frame after the first paint. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

function BirthChartPage() {
  const { kept: search, rejected } = useReadSearch(birthSearchShape, Route.useSearch());
  const navigate = useNavigate({ from: '/birth-chart' });
  const signedIn = useAuth().status === 'signed-in';
  const painted = usePainted();

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
            <Trans>Tree · Ogham · Moon · Season</Trans>
          </p>
          <h1 className="mt-2 font-display text-3xl font-semibold text-parchment sm:text-4xl">
            <Trans>Your Celtic Birth Chart</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-parchment-dim">
            <Trans>
              Your tree sign and its Ogham letter, the real Moon on the day you were born, and the fire
              festivals either side of your birthday.
            </Trans>
          </p>
        </div>
        {painted ? (
          <Suspense fallback={null}>
            <BirthChartSection
              search={search}
              signedIn={signedIn}
              rejected={rejected}
              onSubmit={(input) => void navigate({ search: input })}
            />
          </Suspense>
        ) : null}
      </main>
    </div>
  );
}
