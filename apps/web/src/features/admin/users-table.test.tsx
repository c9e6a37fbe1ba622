import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from './users-query';
import { UsersTable } from './users-table';

const user = (id: number, role: string, username = `user${id}`): AdminUser => ({
  id,
  username,
  role,
  email: `${username}@example.com`,
  zodiacSign: id % 2 ? 'Stag' : null,
  createdAt: '2026-11-01T12:00:00.000Z',
});

describe('UsersTable', () => {
  it('has the SPEC columns and an empty row', () => {
    render(<UsersTable users={[]} selfId={1} onDelete={vi.fn()} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Username', 'Role', 'Email', 'Zodiac Sign', 'Created At', 'Actions']);
    expect(screen.getByText('No users found')).toBeTruthy();
  });

  it('disables Delete for a site owner and for the caller, and offers it for others', async () => {
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
  });

  it('labels each role on its own colour', () => {
    render(
      <UsersTable users={[user(1, 'premium'), user(2, 'guest')]} selfId={undefined} onDelete={vi.fn()} />,
    );
    expect(screen.getByText('Premium').className).toContain('text-amber-200');
    expect(screen.getByText('Guest').className).toContain('text-slate-200');
  });
});
