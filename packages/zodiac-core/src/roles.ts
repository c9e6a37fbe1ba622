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

/** The roles that read monthly and yearly readings: what the premium role gives, and administrators too. */
export const premiumRoles: readonly Role[] = ['site_owner', 'admin', 'premium'];

/** The one rule for "may read premium readings", used by the API and the web app (docs/PRODUCT.md §6). */
export function isPremiumRole(role: Role | null | undefined): boolean {
  return role === 'premium' || isAdminRole(role);
}

/** The one rule for "may set other users' roles" (the System Settings screen): site owners alone. */
export function isSiteOwnerRole(role: Role | null | undefined): boolean {
  return role === 'site_owner';
}

/** The roles no administrator may delete: the service keeps its site owners (they may leave by themselves). */
export const undeletableRoles: readonly Role[] = ['site_owner'];

/** The one rule for "an administrator may not delete this account", used by the API, SQL and the web app. */
export function isUndeletableRole(role: Role | null | undefined): boolean {
  return role === 'site_owner';
}

/** The roles a site owner gives by hand (guest is for visitors without an account, never given). */
export const assignableRoles = ['user', 'premium', 'admin', 'site_owner'] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];
