import { atNoonUtc, type Locale } from '@celtic/zodiac-core';

// A notification's fixed wording, one entry per language, each written whole in its language. The day is a
// local date already (the user's), written out at noon UTC so no zone moves it.

/** The principal phases a moon reminder names (reminders.ts). */
type PrincipalPhase = 'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter';

export interface PushTexts {
  /** "Friday 27 November", as a title shows it. */
  dayTitle(isoDate: string): string;
  festivalTitle(festival: string | undefined, day: string): string;
  festivalBody(festival: string | undefined, isoDate: string): string;
  moonTitle(phase: string | undefined, day: string): string;
  moonBody(phase: string | undefined, isoDate: string): string;
  /** The title of a daily reminder when no sign is chosen yet. */
  yourHoroscope: string;
  chooseSign: string;
}

const noon = atNoonUtc;

/** The parts of a date in a language: weekday, day and month names. */
function parts(locale: string, isoDate: string) {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const found = Object.fromEntries(format.formatToParts(noon(isoDate)).map((p) => [p.type, p.value]));
  return { weekday: found.weekday ?? '', day: found.day ?? '', month: found.month ?? '' };
}

const englishDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const en: PushTexts = {
  dayTitle: (isoDate) => englishDay.format(noon(isoDate)),
  festivalTitle: (festival, day) => `${festival ?? 'A fire festival'} today · ${day}`,
  festivalBody: (festival, isoDate) =>
    `${festival ?? 'The festival'} falls on ${en.dayTitle(isoDate)}: read about it on the Celtic calendar.`,
  moonTitle: (phase, day) => `${phase ?? 'A principal moon phase'} today · ${day}`,
  moonBody: (phase, isoDate) =>
    `The ${(phase ?? 'moon').toLowerCase()} falls on ${en.dayTitle(isoDate)}: see the phases on the Celtic calendar.`,
  yourHoroscope: 'Your horoscope',
  chooseSign: 'Choose your Celtic sign to read your daily horoscope.',
};

const spanishPhases: Record<PrincipalPhase, { name: string; the: string }> = {
  'New Moon': { name: 'Luna nueva', the: 'la luna nueva' },
  'First Quarter': { name: 'Cuarto creciente', the: 'el cuarto creciente' },
  'Full Moon': { name: 'Luna llena', the: 'la luna llena' },
  'Last Quarter': { name: 'Cuarto menguante', the: 'el cuarto menguante' },
};
const spanishPhase = (phase: string | undefined) => spanishPhases[phase as PrincipalPhase];
/** "el viernes 27 de noviembre" */
const spanishOn = (isoDate: string) => {
  const { weekday, day, month } = parts('es-ES', isoDate);
  return `el ${weekday} ${day} de ${month}`;
};

const es: PushTexts = {
  dayTitle: (isoDate) => {
    const { weekday, day, month } = parts('es-ES', isoDate);
    return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day} de ${month}`;
  },
  festivalTitle: (festival, day) =>
    `${festival ? `Hoy es ${festival}` : 'Hoy hay una fiesta del fuego'} · ${day}`,
  festivalBody: (festival, isoDate) =>
    `${festival ?? 'La fiesta'} cae ${spanishOn(isoDate)}: descubre su historia en el calendario celta.`,
  moonTitle: (phase, day) => {
    const shown = spanishPhase(phase);
    return `${shown ? `Hoy hay ${shown.the.replace(/^(la|el) /, '')}` : 'Hoy hay una fase principal de la luna'} · ${day}`;
  },
  moonBody: (phase, isoDate) => {
    const the = spanishPhase(phase)?.the ?? 'la fase de la luna';
    return `${the.charAt(0).toUpperCase()}${the.slice(1)} llega ${spanishOn(isoDate)}: mira las fases en el calendario celta.`;
  },
  yourHoroscope: 'Tu horóscopo',
  chooseSign: 'Elige tu signo celta para leer tu horóscopo diario.',
};

const germanPhases: Record<PrincipalPhase, { name: string; the: string }> = {
  'New Moon': { name: 'Neumond', the: 'Der Neumond' },
  'First Quarter': { name: 'Erstes Viertel', the: 'Das erste Viertel' },
  'Full Moon': { name: 'Vollmond', the: 'Der Vollmond' },
  'Last Quarter': { name: 'Letztes Viertel', the: 'Das letzte Viertel' },
};
const germanPhase = (phase: string | undefined) => germanPhases[phase as PrincipalPhase];
/** "Freitag, den 27. November" */
const germanOn = (isoDate: string) => {
  const { weekday, day, month } = parts('de-DE', isoDate);
  return `${weekday}, den ${day}. ${month}`;
};

const de: PushTexts = {
  dayTitle: (isoDate) => {
    const { weekday, day, month } = parts('de-DE', isoDate);
    return `${weekday}, ${day}. ${month}`;
  },
  festivalTitle: (festival, day) =>
    `${festival ? `Heute ist ${festival}` : 'Heute ist ein Feuerfest'} · ${day}`,
  festivalBody: (festival, isoDate) =>
    `${festival ?? 'Das Fest'} fällt auf ${germanOn(isoDate)}: Mehr darüber steht im keltischen Kalender.`,
  moonTitle: (phase, day) =>
    `${germanPhase(phase) ? `Heute: ${germanPhase(phase)?.name}` : 'Heute ist eine Hauptphase des Mondes'} · ${day}`,
  moonBody: (phase, isoDate) =>
    `${germanPhase(phase)?.the ?? 'Die Mondphase'} fällt auf ${germanOn(isoDate)}: Die Phasen findest du im keltischen Kalender.`,
  yourHoroscope: 'Dein Horoskop',
  chooseSign: 'Wähle dein keltisches Zeichen, um dein Tageshoroskop zu lesen.',
};

/** Each language's notification wording; a language is one entry here. */
export const pushTexts: Readonly<Record<Locale, PushTexts>> = { en, es, de };
