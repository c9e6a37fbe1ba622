export type Role = 'site_owner' | 'admin' | 'premium' | 'user' | 'guest';

/** Roles from the most to the least privileged. */
export const roles: readonly Role[] = ['site_owner', 'admin', 'premium', 'user', 'guest'];

export const defaultRole: Role = 'user';
