import { moonPhaseName, moonPhases, quarterName, signProfile } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate, localQuarter } from '../../lib/celtic-now';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { messages as es } from '../../locales/es/messages.po';
import { renderApp } from '../../test/harness';
import { setScreenWide } from '../../test/media';

describe('header actions', () => {
  afterEach(() => vi.useRealTimers());

  it('Reset Sign asks first: Cancel keeps the sign, nothing cleared', async () => {
    const clearSign = vi.fn(async () => {});
    const { router } = renderApp('/', { clearSign });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your sign?' });
    expect(dialog.textContent).toContain(
      'This clears Hawk and takes you to the welcome page to choose again. You can keep Hawk from there.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(clearSign).not.toHaveBeenCalled();
    expect(screen.queryByText('Zodiac sign reset')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByText('Hawk').length).toBeGreaterThan(0);
    // Focus goes back to the button that opened the dialog.
    expect(document.activeElement?.textContent).toBe('Reset Sign');
  });

  it('Reset Sign, confirmed, toasts, then clears the sign and lands on /welcome after 500 ms', async () => {
    const clearSign = vi.fn(async () => {});
    const { router } = renderApp('/', { clearSign });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your sign?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset Sign' });
    vi.useFakeTimers();
    fireEvent.click(confirm);
    expect(screen.getByText('Zodiac sign reset')).toBeTruthy();
    expect(screen.getByText('Redirecting to welcome page...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(499));
    expect(clearSign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(clearSign).toHaveBeenCalledOnce();
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('Reset Sign reports a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clearSign = vi.fn(async () => Promise.reject(new Error('storage full')));
    const { router } = renderApp('/', { clearSign });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Sign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset your sign?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset Sign' }));
    expect(await screen.findByText('Could not reset zodiac sign', {}, { timeout: 2000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Logout signs out, toasts and goes to /login', async () => {
    const signOut = vi.fn(async () => {});
    const { router } = renderApp('/', { authOverrides: { signOut } });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText("You've been signed out successfully.")).toBeTruthy();
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('Logout failure shows Sign Out Failed', async () => {
    const signOut = vi.fn(async () => Promise.reject(new Error('Failed to sign out')));
    renderApp('/', { authOverrides: { signOut } });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign Out Failed')).toBeTruthy();
    expect(screen.getByText('There was a problem signing out.')).toBeTruthy();
  });

  it('shows the quarter and moon phase', async () => {
    renderApp('/');
    expect((await screen.findAllByText(/Quarter$/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Moon phase').length).toBeGreaterThan(0);
  });

  it('names the quarter and the moon phase in the language shown', { timeout: 20_000 }, async () => {
    i18n.loadAndActivate({ locale: 'es', messages: es });
    try {
      renderApp('/');
      // The header's badges (the dashboard below names the quarter too, in its own card).
      await screen.findAllByText(/Estación de/);
      const badges = document.querySelector('header dl');
      if (!(badges instanceof HTMLElement)) throw new Error('the header shows no badges');
      const header = within(badges);
      const quarter = localQuarter(localIsoDate(new Date())).name;
      expect(await header.findByText(quarterName(quarter, 'es'))).toBeTruthy();
      const spanishPhases = moonPhases.map((phase) => moonPhaseName(phase, 'es'));
      await waitFor(() =>
        expect(
          header.getAllByRole('definition').some((dd) => spanishPhases.includes(dd.textContent ?? '')),
        ).toBe(true),
      );
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });

  it('gives the sign’s dates in the language shown', { timeout: 20_000 }, async () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    setScreenWide(true);
    try {
      renderApp('/', { sign: 'Stag' });
      // The sidebar's sign card, and the dashboard's: no English dates beside German text.
      expect((await screen.findAllByText(signProfile('Stag', 'de').dateRange)).length).toBeGreaterThan(0);
      expect(screen.queryAllByText('Dec 24 - Jan 20')).toEqual([]);
      expect(await screen.findByRole('complementary', { name: 'Seitenleiste' })).toBeTruthy();
    } finally {
      setScreenWide(false);
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});
