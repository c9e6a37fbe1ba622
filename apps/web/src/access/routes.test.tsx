import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/harness';
import { setScreenWide } from '../test/media';

async function settlesAt(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('access rules on the real routes', () => {
  it('sends a signed-out visitor to /login and shows no shell', async () => {
    const { router } = renderApp('/', { auth: 'signed-out', sign: null });
    await settlesAt(router, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Celtic Zodiac Explorer' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it.each(['signed-out', 'signed-in'] as const)('opens /birth-chart to every visitor (%s)', async (auth) => {
    const { router } = renderApp('/birth-chart', { auth, sign: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Celtic Birth Chart' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/birth-chart');
  });

  it('links /login to the birth chart', async () => {
    renderApp('/login', { auth: 'signed-out', sign: null });
    const link = await screen.findByRole('link', { name: 'Draw your Celtic birth chart' });
    expect(link.getAttribute('href')).toBe('/birth-chart');
  });

  it.each(['/welcome', '/profile', '/zodiac'])('signed out: %s → /login', async (path) => {
    const { router } = renderApp(path, { auth: 'signed-out', sign: null });
    await settlesAt(router, '/login');
  });

  it.each(['/', '/profile', '/horoscope'])('signed in without a sign: %s → /welcome', async (path) => {
    const { router } = renderApp(path, { sign: null });
    await settlesAt(router, '/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' })).toBeTruthy();
  });

  it('signed in with a sign: /welcome and /login → /', async () => {
    const first = renderApp('/welcome', { sign: 'Fox' });
    await settlesAt(first.router, '/');
    first.view.unmount();
    const second = renderApp('/login', { sign: 'Fox' });
    await settlesAt(second.router, '/');
  });

  it('sends a signed-out visitor to /login with the page asked for, and signed in returns there', async () => {
    const asked = '/horoscope?view=week&date=2026-11-20';
    const first = renderApp(asked, { auth: 'signed-out', sign: null });
    await settlesAt(first.router, '/login');
    expect(first.router.state.location.search).toEqual({ redirect: asked });
    first.view.unmount();
    const second = renderApp(`/login?redirect=${encodeURIComponent(asked)}`, { sign: 'Fox' });
    await settlesAt(second.router, '/horoscope');
    expect(second.router.state.location.search).toEqual({ view: 'week', date: '2026-11-20' });
    second.view.unmount();
    const third = renderApp(`/login?redirect=${encodeURIComponent(asked)}`, { sign: null });
    await settlesAt(third.router, '/welcome');
    expect(third.router.state.location.search).toEqual({ redirect: asked });
  });

  it.each(['//evil.com', 'https://evil.com/', '/\\evil.com'])(
    'signed in: /login?redirect=%s → /',
    async (target) => {
      const { router } = renderApp(`/login?redirect=${encodeURIComponent(target)}`, { sign: 'Fox' });
      await settlesAt(router, '/');
      expect(router.state.location.href).toBe('/');
    },
  );

  it('signed in without a sign: /login → /welcome', async () => {
    const { router } = renderApp('/login', { sign: null });
    await settlesAt(router, '/welcome');
  });

  it('shows a spinner and stays put while the sign is loading', async () => {
    const { router } = renderApp('/', { sign: 'loading' });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for any other path', async () => {
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('renders the dashboard in the shell when signed in with a sign', async () => {
    setScreenWide(true);
    renderApp('/', { sign: 'Salmon' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toContain('Dashboard');
    expect(nav.textContent).toContain('History');
    expect(screen.getAllByRole('button', { name: /Your Zodiac Sign\s*Salmon/ }).length).toBeGreaterThan(0);
    // No Administration section for a plain user.
    expect(screen.queryByText('Administration')).toBeNull();
  });
});

describe('the shell', () => {
  it('builds the fixed sidebar only on a wide screen (a phone has the menu panel instead)', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows User Management to admins with their role', async () => {
    setScreenWide(true);
    renderApp('/', { role: 'admin' });
    expect(await screen.findAllByText('Administration')).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'User Management' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('System Settings')).toBeNull();
  });

  it('highlights the active route and follows nav items on Space', async () => {
    setScreenWide(true);
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    const dashboard = screen.getAllByRole('link', { name: 'Dashboard' })[0];
    if (!dashboard) throw new Error('no Dashboard link');
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    fireEvent.keyDown(dashboard, { key: ' ' });
    await settlesAt(router, '/');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]?.getAttribute('aria-current')).toBe(
        'page',
      ),
    );
  });

  it('opens the mobile menu and closes it on a press outside or a route change', async () => {
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(document.getElementById('mobile-navigation')).not.toBeNull();

    fireEvent.mouseDown(screen.getByRole('main'));
    await waitFor(() => expect(document.getElementById('mobile-navigation')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('mobile-navigation');
    if (!panel) throw new Error('menu did not open');
    fireEvent.mouseDown(panel); // a press inside keeps it open
    expect(document.getElementById('mobile-navigation')).not.toBeNull();
    await router.navigate({ to: '/profile' });
    await waitFor(() => expect(document.getElementById('mobile-navigation')).toBeNull());
  });
});

describe('search params the pages cannot read', () => {
  it.each([
    ['/horoscope?date=abc', 'Daily Horoscope'],
    ['/horoscope?view=fortnight&date=2026-02-30', 'Daily Horoscope'],
    ['/horoscope/all?date=2026-13-01', 'All Signs'],
  ])(
    '%s says so in words, with a way on, and never reaches the crash page',
    async (path, heading) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(await screen.findByText('Part of this address could not be read')).toBeTruthy();
      expect(screen.queryByText('Something went wrong')).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: /^Go to / }));
      await waitFor(() => expect(router.state.location.searchStr).toBe(''));
      await waitFor(() => expect(screen.queryByText('Part of this address could not be read')).toBeNull());
    },
    20_000,
  );
});
