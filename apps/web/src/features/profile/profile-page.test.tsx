import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/harness';
import { formatAuthTime } from './format';

describe('/profile', () => {
  it('shows the account, N/A for a missing last login, and the sign card', async () => {
    renderApp('/profile', { sign: 'Butterfly' });
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('ada@example.com');
    expect(main.textContent).toContain('N/A');
    expect(screen.getByRole('heading', { name: 'Butterfly' })).toBeTruthy();
  });

  it('logs out with its own toast', async () => {
    const signOut = vi.fn(async () => {});
    const { router } = renderApp('/profile', { authOverrides: { signOut } });
    const main = await screen.findByRole('main');
    const button = [...main.querySelectorAll('button')].find((b) => b.textContent?.includes('Logout'));
    if (!button) throw new Error('no Logout button on the page');
    fireEvent.click(button);
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('reports a failed logout', async () => {
    const signOut = vi.fn(async () => Promise.reject(new Error('Failed to sign out')));
    renderApp('/profile', { authOverrides: { signOut } });
    const main = await screen.findByRole('main');
    const button = [...main.querySelectorAll('button')].find((b) => b.textContent?.includes('Logout'));
    if (!button) throw new Error('no Logout button on the page');
    fireEvent.click(button);
    // The profile renders more than the default second allows on a loaded machine.
    expect(await screen.findByText('Logout failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('There was an issue logging you out. Please try again.')).toBeTruthy();
  });
});

describe('formatAuthTime', () => {
  it('is N/A when missing or unreadable', () => {
    expect(formatAuthTime(undefined)).toBe('N/A');
    expect(formatAuthTime('not a date')).toBe('N/A');
    expect(formatAuthTime('Mon, 01 Jan 2024 10:00:00 GMT', 'en-GB')).toContain('2024');
  });
});
