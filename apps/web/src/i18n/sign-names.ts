import { type Element, type SignName, signProfile } from '@celtic/zodiac-core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiLocale } from './locales';

/**
 * The name shown for each sign (Lobo, Wolf). zodiac-core's `signDisplayName` holds them with each language's
 * text bank, which the web app does not load (every language's horoscopes); the catalogues hold them too, and
 * sign-names.test.ts checks that both agree in every language. URLs and the API keep the English identifier.
 */
const shownNames: Readonly<Record<SignName, MessageDescriptor>> = {
  Stag: msg({ context: 'sign', message: 'Stag' }),
  Cat: msg({ context: 'sign', message: 'Cat' }),
  Snake: msg({ context: 'sign', message: 'Snake' }),
  Hawk: msg({ context: 'sign', message: 'Hawk' }),
  Fox: msg({ context: 'sign', message: 'Fox' }),
  Bull: msg({ context: 'sign', message: 'Bull' }),
  Seahorse: msg({ context: 'sign', message: 'Seahorse' }),
  Wren: msg({ context: 'sign', message: 'Wren' }),
  Horse: msg({ context: 'sign', message: 'Horse' }),
  Salmon: msg({ context: 'sign', message: 'Salmon' }),
  Swan: msg({ context: 'sign', message: 'Swan' }),
  Butterfly: msg({ context: 'sign', message: 'Butterfly' }),
  Wolf: msg({ context: 'sign', message: 'Wolf' }),
};

/** The sign's name in the language shown. */
export function signLabel(name: SignName): string {
  return i18n._(shownNames[name]);
}

const elementNames: Readonly<Record<Element, MessageDescriptor>> = {
  Earth: msg({ context: 'element', message: 'Earth' }),
  Air: msg({ context: 'element', message: 'Air' }),
  Water: msg({ context: 'element', message: 'Water' }),
  Fire: msg({ context: 'element', message: 'Fire' }),
};

/** An element's name in the language shown (the data keeps the English one). */
export function elementLabel(element: Element): string {
  return i18n._(elementNames[element]);
}

/** A sign's dates as its profile writes them in the language shown: "Dec 24 - Jan 20", "24 dic. - 20 ene.". */
export function signDates(name: SignName): string {
  return signProfile(name, apiLocale(i18n.locale)).dateRange;
}
