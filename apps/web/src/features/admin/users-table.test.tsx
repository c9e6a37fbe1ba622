import type { AdminUser } from '@celtic/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/harness';
import { setScreenWide } from '../../test/media';
import { UsersTable } from './users-table';

const user = (id: number, role: AdminUser['role'], username = `user${id}`): AdminUser => ({
  id,
  username,
  role,
  email: `${username}@example.com`,
  zodiacSign: id % 2 ? 'Stag' : null,
  createdAt: '2026-11-01T12:00:00.000Z',
  roleSetByHand: false,
  emailVerified: true,
});

describe('UsersTable', () => {
  it('has the seven columns and an empty row on a wide screen', () => {
    setScreenWide(true);
    render(<UsersTable users={[]} selfId={1} onDelete={vi.fn()} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Username', 'Role', 'Email', 'Zodiac Sign', 'Created At', 'Actions']);
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it.each([true, false])(
    'disables Delete for a site owner and for the caller, and offers it for others (wide: %s)',
    async (wide) => {
      setScreenWide(wide);
      const onDelete = vi.fn();
      const u = userEvent.setup();
      render(
        <UsersTable
          users={[user(1, 'site_owner', 'owner'), user(2, 'admin', 'me'), user(3, 'user', 'alice')]}
          selfId={2}
          onDelete={onDelete}
        />,
      );
      expect(screen.getByRole('button', { name: 'Delete owner' }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('button', { name: 'Delete me' }).hasAttribute('disabled')).toBe(true);
      const alice = screen.getByRole('button', { name: 'Delete alice' });
      expect(alice.hasAttribute('disabled')).toBe(false);
      await u.click(alice);
      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3, username: 'alice' }));
    },
  );

  it('labels each role on its own colour', () => {
    render(
      <UsersTable users={[user(1, 'premium'), user(2, 'guest')]} selfId={undefined} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('Premium').className).toContain('text-amber-200');
    expect(screen.getByText('Guest').className).toContain('text-slate-200');
  });

  it('on a narrow screen: a card per user, headed by the username, with every other column labelled', () => {
    setScreenWide(false);
    render(<UsersTable users={[user(7, 'premium', 'brigid')]} selfId={7} onDelete={vi.fn()} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Registered users' })).getByRole('listitem');
    expect(within(card).getByRole('heading').textContent).toBe('brigid(you)');
    const fields = [...card.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(fields).toEqual([
      ['ID', '7'],
      ['Role', 'Premium'],
      ['Email', 'brigid@example.com'],
      ['Zodiac Sign', 'Stag'],
      ['Created At', expect.stringContaining('2026')],
    ]);
    expect(within(card).getByRole('button', { name: 'Delete brigid' })).toBeTruthy();
  });

  it('says "No users found" on a narrow screen too', () => {
    setScreenWide(false);
    render(<UsersTable users={[]} selfId={1} onDelete={vi.fn()} />);
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it.each([true, false])('marks an unverified address, and only that one (wide: %s)', (wide) => {
    setScreenWide(wide);
    render(
      <UsersTable
        users={[user(1, 'user', 'verified'), { ...user(2, 'user', 'impostor'), emailVerified: false }]}
        selfId={9}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Unverified')).toHaveLength(1);
    const address = screen.getByText('impostor@example.com');
    expect(address.parentElement?.textContent).toContain('Unverified');
  });
});
