import type { Locale, Role, SignName } from '@celtic/zodiac-core';

// Kept here rather than imported at runtime so the schema (and the SQL migrations generated from it) stay
// static; src/domain.test.ts checks these lists still match @celtic/zodiac-core.
export const signNameList = [
  'Stag',
  'Cat',
  'Snake',
  'Hawk',
  'Fox',
  'Bull',
  'Seahorse',
  'Wren',
  'Horse',
  'Salmon',
  'Swan',
  'Butterfly',
  'Wolf',
] as const satisfies readonly SignName[];

/** Lowest to highest: a role is only ever raised towards the end of this list. */
export const roleRanking = [
  'guest',
  'user',
  'premium',
  'admin',
  'site_owner',
] as const satisfies readonly Role[];

export const defaultUserRole = 'user' satisfies Role;

/** The languages a stored reading may be written in; rows stored before there was a choice are English. */
export const localeList = ['en', 'es', 'de'] as const satisfies readonly Locale[];
export const defaultLocaleOfRows = 'en' satisfies Locale;

/** What a saved reading covers: a day, or one of the periods of `@celtic/zodiac-core` (periods.ts). */
export const readingKinds = ['day', 'week', 'month', 'year'] as const;
export type ReadingKind = (typeof readingKinds)[number];
