import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Bookmark,
  Compass,
  HeartHandshake,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  ScrollText,
  Settings,
  Sun,
  Users,
} from 'lucide-react';

export type NavPath =
  | '/'
  | '/zodiac'
  | '/horoscope'
  | '/compatibility'
  | '/saved'
  | '/history'
  | '/developers'
  | '/admin'
  | '/system';

export interface NavItem {
  to: NavPath;
  label: MessageDescriptor;
  icon: LucideIcon;
}

export const mainNav: readonly NavItem[] = [
  { to: '/', label: msg`Dashboard`, icon: LayoutDashboard },
  { to: '/zodiac', label: msg`Zodiac Signs`, icon: Compass },
  { to: '/horoscope', label: msg`Daily Horoscope`, icon: Sun },
  { to: '/compatibility', label: msg`Compatibility`, icon: HeartHandshake },
  { to: '/saved', label: msg`Saved Readings`, icon: Bookmark },
  { to: '/history', label: msg`History`, icon: ScrollText },
  { to: '/developers', label: msg`Developers`, icon: KeyRound },
];

export const adminNav: readonly NavItem[] = [{ to: '/admin', label: msg`User Management`, icon: Users }];

/** Shown to site owners only (zodiac-core's isSiteOwnerRole). */
export const siteOwnerNav: readonly NavItem[] = [
  { to: '/system', label: msg`System Settings`, icon: Settings },
];

const roleLabels: Readonly<Record<string, MessageDescriptor>> = {
  user: msg`User`,
  premium: msg`Premium`,
  admin: msg`Admin`,
  site_owner: msg`Site Owner`,
};

/** "site_owner" → "Site Owner", in the language shown. */
export function roleLabel(role: string): string {
  const label = roleLabels[role];
  if (label) return i18n._(label);
  return role
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}
