import type { Locale } from '@celtic/zodiac-core';

/**
 * The feed's own words around the stored readings, per language (the readings are written in it already; a
 * festival is described and a moon phase named by the calendar's content in the language, `festivalsIn` and
 * `moonPhaseName`).
 */
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
  phaseAt: (phase: string, time: string) => string;
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
    phaseAt: (phase, time) => `${phase} at ${time} UTC`,
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
    phaseAt: (phase, time) => `${phase} a las ${time} UTC`,
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
    phaseAt: (phase, time) => `${phase} um ${time} UTC`,
  },
};
