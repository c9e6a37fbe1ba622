import {
  Bookmark,
  Compass,
  HeartHandshake,
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
  | '/admin'
  | '/system';

export interface NavItem {
  to: NavPath;
  label: string;
  icon: LucideIcon;
}

export const mainNav: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/zodiac', label: 'Zodiac Signs', icon: Compass },
  { to: '/horoscope', label: 'Daily Horoscope', icon: Sun },
  { to: '/compatibility', label: 'Compatibility', icon: HeartHandshake },
  { to: '/saved', label: 'Saved Readings', icon: Bookmark },
  { to: '/history', label: 'History', icon: ScrollText },
];

export const adminNav: readonly NavItem[] = [{ to: '/admin', label: 'User Management', icon: Users }];

/** Shown to site owners only (zodiac-core's isSiteOwnerRole). */
export const siteOwnerNav: readonly NavItem[] = [{ to: '/system', label: 'System Settings', icon: Settings }];

/** "site_owner" → "Site Owner". */
export function roleLabel(role: string): string {
  return role
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}
