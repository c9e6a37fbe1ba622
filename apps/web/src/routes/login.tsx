import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { decideAccess } from '../access/access';
import { guard } from '../access/guard';
import { useAccessState } from '../access/use-access';
import { useAuth } from '../auth/auth-context';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredSpinner, Spinner } from '../components/ui/spinner';
import { TreePanel } from '../features/login/tree-panel';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => guard('login', context.access),
  component: LoginPage,
});

function GoogleG() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" className="size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function SignInCard() {
  const { signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signIn() {
    setPending(true);
    const ok = await signInWithGoogle();
    setPending(false);
    if (ok) await navigate({ to: '/welcome' });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <CardTitle className="text-2xl">Sign In</CardTitle>
        <CardDescription>Use your Google account to begin your journey.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button
          size="lg"
          onClick={() => void signIn()}
          disabled={pending}
          aria-busy={pending}
          className="w-full"
        >
          {pending ? <Spinner className="size-5" label="Signing in" /> : <GoogleG />}
          Sign in with Google
        </Button>
        <p className="text-center text-sm text-parchment-dim">
          Signing in reveals your Celtic zodiac sign and personalised insights drawn from the ancient tree
          calendar.
        </p>
      </CardContent>
    </Card>
  );
}

function LoginPage() {
  const decision = decideAccess('login', useAccessState());
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  if (decision.kind === 'redirect') return null;
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col">
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-16"
      >
        <div className="order-1 flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold uppercase">Ogham · Moon · Season</p>
          <h1 className="mt-3 font-display text-4xl font-semibold text-parchment sm:text-5xl">
            Celtic Zodiac Explorer
          </h1>
          <p className="mt-4 max-w-lg text-lg text-parchment-dim">
            Discover your Celtic zodiac sign and receive daily insights from the wisdom of the ancient Druids.
          </p>
          <div className="mt-8 flex w-full justify-center lg:justify-start">
            <SignInCard />
          </div>
        </div>
        <div className="order-2">
          <TreePanel />
        </div>
      </main>
      <footer className="border-t border-gold/15 px-4 py-6 text-center text-sm text-parchment-dim">
        <blockquote className="mx-auto max-w-2xl font-display text-base text-parchment italic">
          “May you have the wisdom of the Stag, the vision of the Hawk, and the transformation of the
          Butterfly.”
        </blockquote>
        <p className="mt-3 text-xs text-parchment-faint">© {year} Celtic Zodiac Explorer</p>
      </footer>
    </div>
  );
}
