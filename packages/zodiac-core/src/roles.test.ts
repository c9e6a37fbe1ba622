import { expect, it } from 'vitest';
import { adminRoles, assignableRoles, defaultRole, isAdminRole, isSiteOwnerRole, roles } from './roles';

it('lists the five roles with user as the default', () => {
  expect(roles).toEqual(['site_owner', 'admin', 'premium', 'user', 'guest']);
  expect(defaultRole).toBe('user');
  expect(roles).toContain(defaultRole);
});

it('counts site owners and admins as administrators, and no one else', () => {
  expect(roles.filter(isAdminRole)).toEqual(adminRoles);
  expect(isAdminRole(null)).toBe(false);
  expect(isAdminRole(undefined)).toBe(false);
});

it('lets site owners alone set roles, to any role but guest', () => {
  expect(roles.filter(isSiteOwnerRole)).toEqual(['site_owner']);
  expect(isSiteOwnerRole(null)).toBe(false);
  expect([...assignableRoles].sort()).toEqual(roles.filter((role) => role !== 'guest').sort());
});
