import { deletionRefusals, isUndeletableRole, type Role } from '@celtic/zodiac-core';

/** Badge colours per role, each light text on a tinted fill so the contrast stays AA on the dark theme. */
const badgeClasses: Record<Role, string> = {
  site_owner: 'bg-purple-500/20 text-purple-200 ring-purple-400/50',
  admin: 'bg-red-500/20 text-red-200 ring-red-400/50',
  premium: 'bg-amber-500/20 text-amber-200 ring-amber-400/50',
  user: 'bg-emerald-500/20 text-emerald-200 ring-emerald-400/50',
  guest: 'bg-slate-500/20 text-slate-200 ring-slate-400/50',
};

const roleLabels: Record<Role, string> = {
  site_owner: 'Site owner',
  admin: 'Admin',
  premium: 'Premium',
  user: 'User',
  guest: 'Guest',
};

const isRole = (role: string): role is Role => Object.hasOwn(badgeClasses, role);

/** Unknown roles (a newer server) get the neutral guest colour rather than nothing. */
export function roleBadgeClass(role: string): string {
  return isRole(role) ? badgeClasses[role] : badgeClasses.guest;
}

export function roleLabel(role: string): string {
  return isRole(role) ? roleLabels[role] : role;
}

/** Why a row's Delete is disabled, or null when it may be deleted (the server enforces the same). */
export function deleteBlockedReason(
  target: { id: number; role: Role },
  selfId: number | undefined,
): string | null {
  if (isUndeletableRole(target.role)) return deletionRefusals.siteOwner;
  if (selfId !== undefined && target.id === selfId) return deletionRefusals.ownAccount;
  return null;
}
