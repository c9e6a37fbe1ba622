import type { Locale, PrincipalPhase } from '@celtic/zodiac-core';

/** The feed's own words around the stored readings, per language (the readings are written in it already). */
export interface FeedWords {
  /** The iCalendar LANGUAGE of the product id. */
  language: string;
  calendarName: (sign: string) => string;
  calendarDescription: (sign: string) => string;
  readingSummary: (sign: string) => string;
  love: string;
  career: string;
  health: string;
  advice: string;
  lucky: (luckyNumber: number, luckyColor: string) => string;
  phases: Readonly<Record<PrincipalPhase['phase'], string>>;
  phaseAt: (phase: string, time: string) => string;
  /** A festival's description from its (Irish) name and the calendar's English description. */
  festival: (name: string, description: string) => string;
}

export const feedWords: Readonly<Record<Locale, FeedWords>> = {
  en: {
    language: 'EN',
    calendarName: (sign) => `Celtic Zodiac: ${sign}`,
    calendarDescription: (sign) =>
      `Daily readings for the ${sign}, the fire festivals and the phases of the Moon`,
    readingSummary: (sign) => `${sign}: your Celtic reading`,
    love: 'Love',
    career: 'Career',
    health: 'Health',
    advice: 'Advice',
    lucky: (n, color) => `Lucky number: ${n}. Lucky color: ${color}.`,
    phases: {
      'New Moon': 'New Moon',
      'First Quarter': 'First Quarter',
      'Full Moon': 'Full Moon',
      'Last Quarter': 'Last Quarter',
    },
    phaseAt: (phase, time) => `${phase} at ${time} UTC`,
    festival: (_name, description) => description,
  },
  es: {
    language: 'ES',
    calendarName: (sign) => `Zodiaco celta: ${sign}`,
    calendarDescription: (sign) => `${sign}: lecturas diarias, fiestas celtas y fases de la Luna`,
    readingSummary: (sign) => `${sign}: tu lectura celta`,
    love: 'Amor',
    career: 'Trabajo',
    health: 'Salud',
    advice: 'Consejo',
    lucky: (n, color) => `Número de la suerte: ${n}. Color de la suerte: ${color}.`,
    phases: {
      'New Moon': 'Luna nueva',
      'First Quarter': 'Cuarto creciente',
      'Full Moon': 'Luna llena',
      'Last Quarter': 'Cuarto menguante',
    },
    phaseAt: (phase, time) => `${phase} a las ${time} UTC`,
    festival: (name) => `${name}, fiesta celta del fuego`,
  },
  de: {
    language: 'DE',
    calendarName: (sign) => `Keltischer Tierkreis: ${sign}`,
    calendarDescription: (sign) => `${sign}: tägliche Deutungen, keltische Feste und Mondphasen`,
    readingSummary: (sign) => `${sign}: deine keltische Deutung`,
    love: 'Liebe',
    career: 'Beruf',
    health: 'Gesundheit',
    advice: 'Rat',
    lucky: (n, color) => `Glückszahl: ${n}. Glücksfarbe: ${color}.`,
    phases: {
      'New Moon': 'Neumond',
      'First Quarter': 'Erstes Viertel',
      'Full Moon': 'Vollmond',
      'Last Quarter': 'Letztes Viertel',
    },
    phaseAt: (phase, time) => `${phase} um ${time} UTC`,
    festival: (name) => `${name}, keltisches Feuerfest`,
  },
};
