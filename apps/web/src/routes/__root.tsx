import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  Link,
  Outlet,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { decideAccess } from '../access/access';
import { useAccessState } from '../access/use-access';
import { buttonClasses } from '../components/ui/button';
import { CenteredSpinner } from '../components/ui/spinner';
import { LazyToaster } from '../lib/lazy-toaster';
import { documentTitle } from '../lib/titles';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

/** One place sets every route's document title, from the path (lib/titles.ts), the 404 included. */
function useDocumentTitle() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger: the title is read in it.
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname, i18n.locale]);
}

function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-md bg-gold px-3 py-2 text-forest-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Outlet />
      <LazyToaster />
    </>
  );
}

function Ornament() {
  return (
    <svg aria-hidden viewBox="0 0 120 120" className="mx-auto size-24 text-gold/70">
      <circle cx="60" cy="60" r="52" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle
        cx="60"
        cy="60"
        r="36"
        fill="none"
        stroke="currentColor"
        strokeWidth="1"
        strokeDasharray="4 6"
      />
      <path d="M60 12v96M18 36l84 48M18 84l84-48" stroke="currentColor" strokeWidth="1" opacity="0.6" />
    </svg>
  );
}

/**
 * An unknown path is not public: like every other non-public path it sends a signed-out visitor to /login and a
 * user without a sign to /welcome (docs/PRODUCT.md §2); only a user with a sign sees the 404 page.
 */
export function NotFoundPage() {
  const decision = decideAccess('app', useAccessState());
  const navigate = useNavigate();
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (redirectTo) void navigate({ to: redirectTo, replace: true });
  }, [redirectTo, navigate]);
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  if (redirectTo) return null;
  return <NotFoundContent />;
}

function NotFoundContent() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <Ornament />
        <p className="mt-6 font-display text-6xl font-semibold text-gold-bright">404</p>
        <h1 className="mt-2 font-display text-2xl text-parchment">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-3 text-parchment-dim">
          <Trans>
            This path leads off the old trackways: no page grows here. Let the stag guide you home.
          </Trans>
        </p>
        <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
          <Trans>Back to the Dashboard</Trans>
        </Link>
      </div>
    </main>
  );
}

function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useLinguiMacro();
  return (
    <main id="main" role="alert" className="grid min-h-dvh place-items-center px-6 py-16 text-center">
      <div className="max-w-md">
        <Ornament />
        <h1 className="mt-6 font-display text-2xl text-parchment">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-parchment-dim">
          {error instanceof Error ? error.message : t`An unexpected error occurred.`}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClasses({ variant: 'outline' })}
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            <Trans>Try again</Trans>
          </button>
          <Link to="/" className={buttonClasses()}>
            <Trans>Back to the Dashboard</Trans>
          </Link>
        </div>
      </div>
    </main>
  );
}
