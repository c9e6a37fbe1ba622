import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, httpError, renderScreen, resetFakeApi } from '../../test/harness';
import { AdminPage } from './admin-page';

const profile = (id: number, role: string) => ({
  id,
  firebaseUid: `uid-${id}`,
  username: `user${id}`,
  email: null,
  displayName: null,
  photoUrl: null,
  role,
  zodiacSign: 'Stag',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
});
const adminUser = (id: number, username: string, role: string) => ({
  id,
  username,
  role,
  email: `${username}@example.com`,
  zodiacSign: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const lastToast = () => getToasts().at(-1);

afterEach(resetFakeApi);

describe('AdminPage', () => {
  it('tells a non-admin they are not authorised and lists nobody', async () => {
    answer('user.me', () => profile(5, 'premium'));
    renderScreen(<AdminPage />);
    expect(await screen.findByText('You are not authorised to view this page')).toBeTruthy();
    expect(apiCalls.some((c) => c.path === 'admin.listUsers')).toBe(false);
  });

  it('lists users with a total, and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    answer('user.me', () => profile(1, 'admin'));
    answer('admin.listUsers', () => [
      adminUser(3, 'alice', 'user'),
      adminUser(2, 'owner', 'site_owner'),
      adminUser(1, 'me', 'admin'),
    ]);
    answer('admin.deleteUser', () => undefined);
    renderScreen(<AdminPage />, { role: 'admin' });
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.getByText(/Total users:/).textContent).toContain('3');
    expect(apiCalls.find((c) => c.path === 'admin.listUsers')?.input).toEqual({
      limit: 25,
      before: undefined,
    });

    await user.click(screen.getByRole('button', { name: 'Delete alice' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('alice')).toBeNull());
    expect(lastToast()?.description).toBe('User alice has been deleted.');
    expect(apiCalls.find((c) => c.path === 'admin.deleteUser')?.input).toEqual({ id: 3 });
    expect(screen.getByText(/Total users:/).textContent).toContain('2');
  });

  it('reports load and delete failures', async () => {
    const user = userEvent.setup();
    answer('user.me', () => profile(1, 'site_owner'));
    let failList = true;
    answer('admin.listUsers', () => {
      if (failList) throw httpError(500, 'down');
      return [adminUser(4, 'bob', 'user')];
    });
    answer('admin.deleteUser', () => {
      throw httpError(500, 'down');
    });
    renderScreen(<AdminPage />);
    await waitFor(() =>
      expect(lastToast()?.description).toBe('Failed to load users. Please try again later.'),
    );
    failList = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Delete bob' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.description).toBe('Failed to delete user. Please try again.'));
    expect(screen.getByText('bob')).toBeTruthy();
  });

  it('shows the empty row when there are no users', async () => {
    answer('user.me', () => profile(1, 'admin'));
    answer('admin.listUsers', () => []);
    renderScreen(<AdminPage />);
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('searches by name or e-mail and pages the list as /system does', async () => {
    const user = userEvent.setup();
    answer('user.me', () => profile(1, 'admin'));
    // 30 users, ids 30 (newest) down to 1; the server's search and keyset paging.
    const everyone = Array.from({ length: 30 }, (_, i) =>
      adminUser(30 - i, i === 4 ? 'alice' : `user${30 - i}`, 'user'),
    );
    answer('admin.listUsers', (input) => {
      const { limit, before, q } = input as { limit: number; before?: number; q?: string };
      return everyone
        .filter((u) => (before === undefined || u.id < before) && (!q || u.username.includes(q)))
        .slice(0, limit);
    });
    renderScreen(<AdminPage />);
    expect(await screen.findByText('user30')).toBeTruthy();
    expect(screen.getByText(/Total users:/).textContent).toContain('25+');
    await user.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(await screen.findByText('user1')).toBeTruthy();
    expect(screen.getByText(/Total users:/).textContent).toContain('30');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ali');
    await waitFor(() => expect(screen.queryByText('user30')).toBeNull());
    expect((await screen.findAllByText('alice')).length).toBeGreaterThan(0);
    expect(apiCalls.filter((c) => c.path === 'admin.listUsers').at(-1)?.input).toEqual({
      limit: 25,
      before: undefined,
      q: 'ali',
    });
    expect(screen.queryByRole('button', { name: 'Load more users' })).toBeNull();
  });
});
