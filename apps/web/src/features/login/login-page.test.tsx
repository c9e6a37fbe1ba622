import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/harness';

describe('/login', () => {
  it('shows the marketing panel, the quote and this year', async () => {
    renderApp('/login', { auth: 'signed-out', sign: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    for (const tree of ['Birch', 'Rowan', 'Ash', 'Alder', 'Willow', 'Hawthorn']) {
      expect(screen.getByText(tree)).toBeTruthy();
    }
    expect(
      screen.getByText(/wisdom of the Stag, the vision of the Hawk, and the transformation of the Butterfly/),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('disables the button with a spinner while signing in, then goes to /welcome', async () => {
    let finish: (ok: boolean) => void = () => {};
    const signInWithGoogle = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { router } = renderApp('/login', {
      auth: 'signed-out',
      sign: null,
      authOverrides: { signInWithGoogle },
    });
    const button = (await screen.findByRole('button', { name: /Sign in with Google/ })) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Signing in');
    finish(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' })).toBeTruthy();
  });

  it('stays on /login when sign-in fails or is cancelled', async () => {
    const signInWithGoogle = vi.fn(async () => false);
    const { router } = renderApp('/login', {
      auth: 'signed-out',
      sign: null,
      authOverrides: { signInWithGoogle },
    });
    const button = (await screen.findByRole('button', { name: /Sign in with Google/ })) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/login');
  });
});
