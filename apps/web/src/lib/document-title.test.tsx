import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/harness';

// The root route sets the title from the path (lib/titles.ts); these render the real route tree.
describe('document title', () => {
  it('follows the route, redirects included', async () => {
    const { view } = renderApp('/', { auth: 'signed-out', sign: null });
    await waitFor(() => expect(document.title).toBe('Sign In · Celtic Zodiac Explorer'));
    view.unmount();
    renderApp('/', { sign: null });
    await waitFor(() => expect(document.title).toBe('Welcome to Celtic Zodiac · Celtic Zodiac Explorer'));
  });

  it('names the page on /history and the 404 elsewhere', async () => {
    const first = renderApp('/history', { sign: 'Fox' });
    await waitFor(() => expect(document.title).toBe('History · Celtic Zodiac Explorer'));
    first.view.unmount();
    renderApp('/no/such/place', { sign: 'Fox' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found · Celtic Zodiac Explorer');
  });
});
