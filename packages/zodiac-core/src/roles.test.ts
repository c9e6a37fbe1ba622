import { expect, it } from 'vitest';
import { defaultRole, roles } from './roles';

it('lists the five roles with user as the default', () => {
  expect(roles).toEqual(['site_owner', 'admin', 'premium', 'user', 'guest']);
  expect(defaultRole).toBe('user');
  expect(roles).toContain(defaultRole);
});
