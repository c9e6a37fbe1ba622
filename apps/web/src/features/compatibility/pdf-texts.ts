import type { Locale } from '@celtic/zodiac-core';

/** The compatibility PDF's fixed wording in one language. */
export interface PdfTexts {
  /** The BCP 47 tag the date is written in. */
  dateLocale: string;
  title: string;
  subtitle: string;
  bond: string;
  strengths: string;
  challenges: string;
  noDescription: string;
  generatedOn(when: string): string;
  disclaimer: string;
}

// One entry per language, each written whole in it. The PDF's standard fonts cover Latin-1 and Windows-1252,
// which hold every letter of these languages.
export const pdfTexts: Readonly<Record<Locale, PdfTexts>> = {
  en: {
    dateLocale: 'en-GB',
    title: 'Celtic Compatibility',
    subtitle: 'Celtic Zodiac Explorer  -  a reading of the Ogham tree signs',
    bond: 'The bond',
    strengths: 'Strengths',
    challenges: 'Challenges',
    noDescription: 'No description was given for this pairing.',
    generatedOn: (when) => `Generated on ${when}`,
    disclaimer: 'For reflection and delight - the tree zodiac is a modern creation.',
  },
  es: {
    dateLocale: 'es-ES',
    title: 'Compatibilidad celta',
    subtitle: 'Celtic Zodiac Explorer  -  una lectura de los signos de los árboles del ogham',
    bond: 'El vínculo',
    strengths: 'Fortalezas',
    challenges: 'Desafíos',
    noDescription: 'No se ha dado ninguna descripción para esta pareja.',
    generatedOn: (when) => `Generado el ${when}`,
    disclaimer: 'Para reflexionar y disfrutar - el zodiaco de los árboles es una creación moderna.',
  },
  de: {
    dateLocale: 'de-DE',
    title: 'Keltische Kompatibilität',
    subtitle: 'Celtic Zodiac Explorer  -  eine Deutung der Ogham-Baumzeichen',
    bond: 'Die Verbindung',
    strengths: 'Stärken',
    challenges: 'Herausforderungen',
    noDescription: 'Für diese Verbindung wurde keine Beschreibung angegeben.',
    generatedOn: (when) => `Erstellt am ${when}`,
    disclaimer: 'Zum Nachdenken und zur Freude - der Baumkreis ist eine moderne Schöpfung.',
  },
};
