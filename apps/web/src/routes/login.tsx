import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { decideAccess } from '../access/access';
import { guard, validateReturnSearch } from '../access/guard';
import { useAccessState } from '../access/use-access';
import { useAuth } from '../auth/auth-context';
import { GoogleMark } from '../components/google-mark';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredSpinner, Spinner } from '../components/ui/spinner';
import { TreePanel } from '../features/login/tree-panel';
import { LanguageMenu } from '../i18n/language-menu';

export const Route = createFileRoute('/login')({
  validateSearch: validateReturnSearch,
  beforeLoad: ({ context, location, search }) => guard('login', context.access, location, search.redirect),
  component: LoginPage,
  // The first page of every new visitor: in the entry chunk, so it renders without a second round trip.
  codeSplitGroupings: [],
});

function SignInCard({ returnTo }: { returnTo?: string }) {
  const { signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { t } = useLingui();

  async function signIn() {
    setPending(true);
    const ok = await signInWithGoogle();
    setPending(false);
    if (ok) await navigate({ to: '/welcome', search: { redirect: returnTo } });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <CardTitle className="text-2xl">
          <Trans>Sign In</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Use your Google account to begin your journey.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          size="lg"
          onClick={() => void signIn()}
          disabled={pending}
          aria-busy={pending}
          className="w-full"
        >
          {pending ? <Spinner className="size-5" label={t`Signing in`} /> : <GoogleMark />}
          <Trans>Sign in with Google</Trans>
        </Button>
        <p className="text-center text-sm text-parchment-dim">
          <Trans>
            Signing in reveals your Celtic zodiac sign and personalised insights drawn from the ancient tree
            calendar.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function LoginPage() {
  const { redirect: returnTo } = Route.useSearch();
  const decision = decideAccess('login', useAccessState());
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  if (decision.kind === 'redirect') return null;
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex justify-end px-4 pt-4 sm:px-6">
        <LanguageMenu />
      </div>
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-16"
      >
        <div className="order-1 flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">
            <Trans>Ogham · Moon · Season</Trans>
          </p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-parchment sm:text-5xl">
            <Trans>Celtic Zodiac Explorer</Trans>
          </h1>
          <p className="mt-4 max-w-lg text-lg text-parchment-dim">
            <Trans>
              Discover your Celtic zodiac sign and receive daily insights from the wisdom of the ancient
              Druids.
            </Trans>
          </p>
          <div className="mt-8 flex w-full justify-center lg:justify-start">
            <SignInCard returnTo={returnTo} />
          </div>
          <p className="mt-6 text-sm text-parchment-dim">
            <Trans>
              Not ready to sign in?{' '}
              <Link
                to="/birth-chart"
                className="focus-ring font-semibold text-gold-bright underline underline-offset-4"
              >
                Draw your Celtic birth chart
              </Link>
            </Trans>
          </p>
        </div>
        <div className="order-2">
          <TreePanel />
        </div>
      </main>
      <footer className="border-t border-gold/15 px-4 py-6 text-center text-sm text-parchment-dim">
        <blockquote className="mx-auto max-w-2xl font-display text-base text-parchment italic">
          <Trans>
            “May you have the wisdom of the Stag, the vision of the Hawk, and the transformation of the
            Butterfly.”
          </Trans>
        </blockquote>
        <p className="mt-3 text-xs text-parchment-faint">
          <Trans>© {year} Celtic Zodiac Explorer</Trans>
          {' · '}
          <Link to="/status" className="focus-ring underline underline-offset-4">
            <Trans>Service status</Trans>
          </Link>
        </p>
      </footer>
    </div>
  );
}
