import type { SignName } from '@celtic/zodiac-core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The two letters on a sign's round badge (the zodiac wheel, the birth chart, the compatibility PDF), taken from
 * the name shown in the language. docs/PRODUCT.md §2 shows the first two letters of the name, but some names
 * share them (Bull and Butterfly both read "Bu"; Caballo, Caballito de mar; Schlange, Schwan, Schmetterling):
 * each language's catalogue picks two letters of the name that no other sign has. Typed by SignName, so a sign
 * cannot go without one.
 */
const badges: Readonly<Record<SignName, MessageDescriptor>> = {
  Stag: msg({ context: 'sign badge', message: 'St' }),
  Cat: msg({ context: 'sign badge', message: 'Ca' }),
  Snake: msg({ context: 'sign badge', message: 'Sn' }),
  Hawk: msg({ context: 'sign badge', message: 'Ha' }),
  Fox: msg({ context: 'sign badge', message: 'Fo' }),
  Bull: msg({ context: 'sign badge', message: 'Bu' }),
  Seahorse: msg({ context: 'sign badge', message: 'Se' }),
  Wren: msg({ context: 'sign badge', message: 'Wr' }),
  Horse: msg({ context: 'sign badge', message: 'Ho' }),
  Salmon: msg({ context: 'sign badge', message: 'Sa' }),
  Swan: msg({ context: 'sign badge', message: 'Sw' }),
  Butterfly: msg({ context: 'sign badge', message: 'Bf' }),
  Wolf: msg({ context: 'sign badge', message: 'Wo' }),
};

/** The sign's badge letters; a name outside the thirteen (never expected) falls back to its first two letters. */
export function signBadge(name: string): string {
  return Object.hasOwn(badges, name) ? i18n._(badges[name as SignName]) : name.slice(0, 2);
}
