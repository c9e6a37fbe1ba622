import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenShown } from '../lib/idle';
import { Toaster } from '../lib/toast';
import { render } from '../test/harness';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { RECENT_ACCOUNTS_KEY, subForEmail } from './recent-accounts';
import { SESSION_HINT_KEY } from './session-hint';

const firebase = vi.hoisted(() => ({
  emulator: true,
  listener: null as ((user: unknown) => void) | null,
  signInWithCredential: vi.fn(),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
  credential: vi.fn((idToken: string) => ({ idToken })),
  providers: [] as { scopes: string[]; params: Record<string, string> }[],
}));

vi.mock('../lib/firebase', () => ({
  getAuth: () => ({ name: 'fake-auth' }),
  isEmulatorMode: () => firebase.emulator,
}));

vi.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    scopes: string[] = [];
    params: Record<string, string> = {};
    constructor() {
      firebase.providers.push(this);
    }
    addScope(scope: string) {
      this.scopes.push(scope);
    }
    setCustomParameters(params: Record<string, string>) {
      this.params = params;
    }
    static credential(idToken: string) {
      return firebase.credential(idToken);
    }
  }
  return {
    GoogleAuthProvider,
    browserPopupRedirectResolver: { resolver: true },
    onAuthStateChanged: (_auth: unknown, cb: (user: unknown) => void) => {
      firebase.listener = cb;
      return () => {};
    },
    signInWithCredential: firebase.signInWithCredential,
    signInWithPopup: firebase.signInWithPopup,
    signOut: firebase.signOut,
  };
});

function Probe() {
  const { status, signInWithGoogle, signOut } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <button
        type="button"
        onClick={() =>
          void signInWithGoogle().then((ok) => document.body.setAttribute('data-ok', String(ok)))
        }
      >
        go
      </button>
      <button
        type="button"
        onClick={() => void signOut().catch((e: Error) => document.body.setAttribute('data-out', e.message))}
      >
        out
      </button>
    </div>
  );
}

function setup(queryClient = new QueryClient(), assumeSignedOut = false) {
  render(
    <AuthProvider onAccountChange={() => queryClient.clear()} assumeSignedOut={assumeSignedOut}>
      <Probe />
      <Toaster />
    </AuthProvider>,
  );
}

/** Firebase is loaded with import(): wait until the provider listens. */
const listening = () => waitFor(() => expect(firebase.listener).not.toBeNull());

describe('AuthProvider', () => {
  beforeEach(() => {
    firebase.listener = null;
    localStorage.removeItem(SESSION_HINT_KEY);
    firebase.emulator = true;
    firebase.providers.length = 0;
    firebase.signInWithCredential.mockReset().mockResolvedValue({});
    firebase.signInWithPopup.mockReset().mockResolvedValue({});
    firebase.signOut.mockReset().mockResolvedValue(undefined);
    document.body.removeAttribute('data-ok');
    document.body.removeAttribute('data-out');
  });

  it('is loading until the first auth callback', async () => {
    setup();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await listening();
    act(() => firebase.listener?.(null));
    expect(screen.getByTestId('status').textContent).toBe('signed-out');
    act(() => firebase.listener?.({ uid: 'u1' }));
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
  });

  it("drops cached answers when the account changes, so one user never sees another's data", async () => {
    const queryClient = new QueryClient();
    setup(queryClient);
    await listening();
    act(() => firebase.listener?.({ uid: 'u1' }));
    queryClient.setQueryData(['history'], ['u1 data']);
    act(() => firebase.listener?.({ uid: 'u1' }));
    expect(queryClient.getQueryData(['history'])).toEqual(['u1 data']);
    act(() => firebase.listener?.(null));
    expect(queryClient.getQueryData(['history'])).toBeUndefined();
    queryClient.setQueryData(['history'], ['stale']);
    act(() => firebase.listener?.({ uid: 'u2' }));
    expect(queryClient.getQueryData(['history'])).toBeUndefined();
  });

  it('keeps a session hint that follows Firebase: set while signed in, gone once signed out', async () => {
    setup();
    await listening();
    act(() => firebase.listener?.({ uid: 'u1' }));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    act(() => firebase.listener?.(null));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('assumed signed out, it shows signed-out at once and listens to Firebase once the page has shown', async () => {
    setup(new QueryClient(), true);
    expect(screen.getByTestId('status').textContent).toBe('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firebase.listener).toBeNull();
    firstScreenShown();
    await listening();
    act(() => firebase.listener?.({ uid: 'u1' }));
    expect(screen.getByTestId('status').textContent).toBe('signed-in');
  });

  it('emulator: a new account from the chooser signs in with its claims and is remembered', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Use another account');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Brigid' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Brigid@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(document.body.getAttribute('data-ok')).toBe('true'));
    expect(JSON.parse(firebase.credential.mock.calls[0]?.[0] ?? '{}')).toEqual({
      sub: subForEmail('brigid@example.com'),
      email: 'brigid@example.com',
      // Google's addresses are verified: the server raises only such addresses from its e-mail lists.
      email_verified: true,
      name: 'Brigid',
    });
    expect(firebase.signInWithCredential).toHaveBeenCalledOnce();
    expect(await screen.findByText("You've successfully signed in!")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(RECENT_ACCOUNTS_KEY) ?? '[]')[0].email).toBe('brigid@example.com');
  });

  it('emulator: a recent account is one click; closing the chooser cancels quietly', async () => {
    localStorage.setItem(
      RECENT_ACCOUNTS_KEY,
      JSON.stringify([{ sub: 'emu-1', email: 'finn@example.com', name: 'Finn' }]),
    );
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Choose an account');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body.getAttribute('data-ok')).toBe('false'));
    expect(screen.queryByText('Sign In Failed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    fireEvent.click(await screen.findByRole('button', { name: /Finn/ }));
    await waitFor(() => expect(document.body.getAttribute('data-ok')).toBe('true'));
  });

  it('production: uses the popup with the account chooser prompt and profile + email scopes', async () => {
    firebase.emulator = false;
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(document.body.getAttribute('data-ok')).toBe('true'));
    const provider = firebase.providers[0];
    expect(provider?.params).toEqual({ prompt: 'select_account' });
    expect(provider?.scopes).toEqual(['profile', 'email']);
    expect(firebase.signInWithPopup.mock.calls[0]?.[2]).toEqual({ resolver: true });
  });

  it('a failed sign-in shows the destructive toast and resolves false', async () => {
    firebase.emulator = false;
    firebase.signInWithPopup.mockRejectedValue(
      Object.assign(new Error('boom'), { code: 'auth/internal-error' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(document.body.getAttribute('data-ok')).toBe('false'));
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('There was a problem signing in with Google.')).toBeTruthy();
  });

  it('a failed sign-out rejects with "Failed to sign out"', async () => {
    firebase.signOut.mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('Failed to sign out'));
  });
});
