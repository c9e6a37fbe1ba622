export type Role = 'site_owner' | 'admin' | 'premium' | 'user' | 'guest';

/** Roles from the most to the least privileged. */
export const roles: readonly Role[] = ['site_owner', 'admin', 'premium', 'user', 'guest'];

export const defaultRole: Role = 'user';

/** The roles that administer users: they may read and change other users' data. */
export const adminRoles: readonly Role[] = ['site_owner', 'admin'];

/** The one rule for "is this an administrator", used by the API, the database statements and the web app. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'site_owner' || role === 'admin';
}

/** The one rule for "may set other users' roles" (the System Settings screen): site owners alone. */
export function isSiteOwnerRole(role: Role | null | undefined): boolean {
  return role === 'site_owner';
}

/** The roles a site owner gives by hand (guest is for visitors without an account, never given). */
export const assignableRoles = ['user', 'premium', 'admin', 'site_owner'] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];
