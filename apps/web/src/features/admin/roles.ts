import { defaultRole, deletionRefusalWords, isUndeletableRole, type Role, roles } from '@celtic/zodiac-core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiLocale } from '../../i18n/locales';

/** Badge colours per role, each light text on a tinted fill so the contrast stays AA on the dark theme. */
const badgeClasses: Record<Role, string> = {
  site_owner: 'bg-purple-500/20 text-purple-200 ring-purple-400/50',
  admin: 'bg-red-500/20 text-red-200 ring-red-400/50',
  premium: 'bg-amber-500/20 text-amber-200 ring-amber-400/50',
  user: 'bg-emerald-500/20 text-emerald-200 ring-emerald-400/50',
  guest: 'bg-slate-500/20 text-slate-200 ring-slate-400/50',
};

const roleLabels: Record<Role, MessageDescriptor> = {
  site_owner: msg`Site owner`,
  admin: msg`Admin`,
  premium: msg`Premium`,
  user: msg`User`,
  guest: msg`Guest`,
};

const isRole = (role: string): role is Role => Object.hasOwn(badgeClasses, role);

/** Unknown roles (a newer server) get the neutral guest colour rather than nothing. */
export function roleBadgeClass(role: string): string {
  return isRole(role) ? badgeClasses[role] : badgeClasses.guest;
}

/** A role's name in the language shown; an unknown role (a newer server) is shown as it came. */
export function roleLabel(role: string): string {
  return isRole(role) ? i18n._(roleLabels[role]) : role;
}

/**
 * Why a row's Delete is disabled, or null when it may be deleted (the server enforces the same), in the words
 * the API refuses with (zodiac-core's `deletionRefusalWords`), in the language shown.
 */
export function deleteBlockedReason(
  target: { id: number; role: Role },
  selfId: number | undefined,
): string | null {
  const words = isUndeletableRole(target.role)
    ? deletionRefusalWords.siteOwner
    : selfId !== undefined && target.id === selfId
      ? deletionRefusalWords.ownAccount
      : null;
  return words?.[apiLocale(i18n.locale)] ?? null;
}

/**
 * Whether giving `role` to `user` raises an address Firebase has not verified above the default role: anyone can
 * sign up with any address, so the site owner confirms it first (roles are listed highest first).
 */
export function raisesUnverified(user: { emailVerified: boolean }, role: Role): boolean {
  return !user.emailVerified && roles.indexOf(role) < roles.indexOf(defaultRole);
}
