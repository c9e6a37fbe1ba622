import type { SignName } from '@celtic/zodiac-core';

/**
 * The two letters on a sign's round badge (the zodiac wheel, the compatibility PDF). docs/PRODUCT.md §2
 * shows the first two letters of the name, but Bull and Butterfly would both read "Bu": Butterfly takes
 * "Bf" (b-fly) instead. Typed by SignName, so a sign cannot go without one.
 */
export const signBadges: Readonly<Record<SignName, string>> = {
  Stag: 'St',
  Cat: 'Ca',
  Snake: 'Sn',
  Hawk: 'Ha',
  Fox: 'Fo',
  Bull: 'Bu',
  Seahorse: 'Se',
  Wren: 'Wr',
  Horse: 'Ho',
  Salmon: 'Sa',
  Swan: 'Sw',
  Butterfly: 'Bf',
  Wolf: 'Wo',
};

const badges: ReadonlyMap<string, string> = new Map(Object.entries(signBadges));

/** The sign's badge letters; a name outside the thirteen (never expected) falls back to its first two letters. */
export function signBadge(name: string): string {
  return badges.get(name) ?? name.slice(0, 2);
}
