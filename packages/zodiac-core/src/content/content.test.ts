import { describe, expect, it } from 'vitest';
import { festivals, getNextFestival, lunarMonths, lunarMonthsText, moonPhases, quarters } from '../calendar';
import { UnknownSignError } from '../errors';
import { signDisplayName } from '../horoscope/banks';
import { signNames } from '../lookup';
import { oghamOf } from '../ogham';
import { signs } from '../signs';
import { notInLanguage } from '../test/language';
import type { SignName } from '../types';
import {
  elementName,
  festivalsIn,
  lunarMonthsIn,
  lunarMonthsTextIn,
  moonPhaseName,
  nextFestivalIn,
  quartersIn,
  signProfile,
  signProfiles,
  treeName,
} from '.';

const TEXT_FIELDS = ['symbol', 'animal', 'mythology', 'treeName', 'treeMeaning', 'rulingName'] as const;
const LIST_FIELDS = ['personality', 'strengths', 'challenges'] as const;

describe('signProfile in English', () => {
  it('is the sign exactly as signs.ts writes it, with its shown names beside the identifiers', () => {
    for (const sign of signs) {
      const profile = signProfile(sign.name);
      expect(profile).toEqual({
        ...sign,
        displayName: sign.name,
        treeName: sign.tree,
        treeMeaning: oghamOf(sign.tree).meaning,
        elementName: sign.element,
        rulingName: sign.ruling,
      });
      expect(signProfile(sign.name, 'en')).toEqual(profile);
    }
    expect(signProfiles().map((p) => p.name)).toEqual(signNames);
  });

  it('refuses a name outside the thirteen, naming it', () => {
    expect(() => signProfile('Dragon', 'es')).toThrow(UnknownSignError);
    expect(() => signProfile('Dragon')).toThrow('Unknown zodiac sign "Dragon"');
  });

  it('keeps the calendar texts of calendar.ts', () => {
    expect(festivalsIn()).toEqual(festivals);
    expect(quartersIn().map(({ id, ...q }) => q)).toEqual(quarters);
    expect(lunarMonthsIn()).toEqual(lunarMonths);
    expect(lunarMonthsTextIn()).toBe(lunarMonthsText);
    expect(moonPhases.map((phase) => moonPhaseName(phase))).toEqual(moonPhases);
  });
});

describe.each(['es', 'de'] as const)('sign profiles in %s', (locale) => {
  it('gives every sign every text, each its own and unlike the English', () => {
    for (const name of signNames) {
      const english = signProfile(name);
      const local = signProfile(name, locale);
      // Identifiers stay English.
      expect([local.name, local.tree, local.element, local.ruling]).toEqual([
        english.name,
        english.tree,
        english.element,
        english.ruling,
      ]);
      expect(local.compatibility).toEqual(english.compatibility);
      for (const field of TEXT_FIELDS)
        expect(local[field].trim().length, `${name} ${field}`).toBeGreaterThan(2);
      for (const field of ['symbol', 'mythology', 'treeMeaning', 'dateRange'] as const) {
        expect(local[field], `${name} ${field}`).not.toBe(english[field]);
      }
      for (const field of LIST_FIELDS) {
        expect(local[field], `${name} ${field}`).toHaveLength(english[field].length);
        expect(local[field], `${name} ${field}`).not.toEqual(english[field]);
        for (const item of local[field]) expect(item).toMatch(/^\p{Lu}\S/u);
      }
      expect(local.elementName).not.toBe(english.elementName);
      expect(local.displayName).toBe(signDisplayName(name, locale));
    }
  });

  it('writes the mythology and the traits in the language', () => {
    for (const name of signNames) {
      const local = signProfile(name, locale);
      expect(notInLanguage(local.mythology, locale), `${name} mythology`).toBeNull();
      const traits = [...local.strengths, ...local.challenges].join('. ');
      expect(notInLanguage(traits, locale, 0), `${name} traits`).toBeNull();
    }
  });

  it('writes dates, trees and the calendar in the language, Ogham names and festival names unchanged', () => {
    const months = lunarMonthsIn(locale);
    expect(months.map((m) => m.name)).toEqual(lunarMonths.map((m) => m.name));
    expect(months.map((m) => m.tree)).toEqual(lunarMonths.map((m) => treeName(m.tree, locale)));
    for (const [i, month] of months.entries()) expect(month.tree).not.toBe(lunarMonths[i]?.tree);
    const local = festivalsIn(locale);
    expect(local.map((f) => [f.name, f.month, f.day])).toEqual(
      festivals.map((f) => [f.name, f.month, f.day]),
    );
    for (const [i, festival] of local.entries()) {
      expect(festival.date).not.toBe(festivals[i]?.date);
      expect(notInLanguage(festival.description, locale), festival.name).toBeNull();
    }
    expect(notInLanguage(lunarMonthsTextIn(locale), locale)).toBeNull();
    const shownQuarters = quartersIn(locale);
    expect(shownQuarters.map((q) => q.id)).toEqual(quarters.map((q) => q.name));
    for (const [i, quarter] of shownQuarters.entries()) expect(quarter.name).not.toBe(quarters[i]?.name);
    expect(new Set(moonPhases.map((p) => moonPhaseName(p, locale))).size).toBe(8);
    const next = nextFestivalIn(new Date('2026-10-20T12:00:00Z'), locale);
    expect({ ...next, date: '', description: '' }).toEqual({
      ...getNextFestival(new Date('2026-10-20T12:00:00Z')),
      date: '',
      description: '',
    });
  });
});

describe('dates in each language', () => {
  it('writes the day and month in the language’s order', () => {
    expect(signProfile('Stag').dateRange).toBe('Dec 24 - Jan 20');
    expect(signProfile('Stag', 'es').dateRange).toBe('24 dic. - 20 ene.');
    expect(signProfile('Stag', 'de').dateRange).toBe('24. Dez. - 20. Jan.');
    expect(signProfile('Bull', 'de').dateRange).toBe('13. Mai - 9. Juni');
    expect(festivalsIn('es')[0]?.date).toBe('1 de noviembre');
    expect(festivalsIn('de')[0]?.date).toBe('1. November');
    expect(elementName('Water', 'es')).toBe('Agua');
    expect(elementName('Water', 'de')).toBe('Wasser');
  });
});

// Grammar fixtures: each sign's animal with the article its gender takes, as its profile must say it, and the
// articles of the other genders it must never take.
const spanish: Record<SignName, [phrase: string, gendered: string]> = {
  Stag: ['el ciervo', 'Ambicioso'],
  Cat: ['el gato', 'Curioso'],
  Snake: ['la serpiente', 'Sabia'],
  Hawk: ['el halcón', 'Generoso'],
  Fox: ['el zorro', 'Juguetón'],
  Bull: ['el toro', 'Intuitivo'],
  Seahorse: ['el caballito de mar', 'Astuto'],
  Wren: ['el chochín', 'Ingenioso'],
  Horse: ['el caballo', 'Enérgico'],
  Salmon: ['el salmón', 'Inspirado'],
  Swan: ['el cisne', 'Entregado'],
  Butterfly: ['la mariposa', 'Imaginativa'],
  Wolf: ['el lobo', 'Apasionado'],
};

const german: Record<SignName, string> = {
  Stag: 'der Hirsch',
  Cat: 'die Katze',
  Snake: 'die Schlange',
  Hawk: 'der Falke',
  Fox: 'der Fuchs',
  Bull: 'der Stier',
  Seahorse: 'das Seepferdchen',
  Wren: 'der Zaunkönig',
  Horse: 'das Pferd',
  Salmon: 'der Lachs',
  Swan: 'der Schwan',
  Butterfly: 'der Schmetterling',
  Wolf: 'der Wolf',
};

const wrongArticles = {
  es: { el: ['la', 'una'], la: ['el', 'un', 'del', 'al'] },
  de: { der: ['die', 'das'], die: ['den', 'dem', 'das', 'des'], das: ['der', 'die', 'den'] },
} as const;

const wholeText = (name: SignName, locale: 'es' | 'de') => {
  const p = signProfile(name, locale);
  return [p.mythology, ...p.personality, ...p.strengths, ...p.challenges].join(' ');
};

describe('grammar fixtures: the sign animals’ gender', () => {
  it.each(signNames)('Spanish %s: article, no other gender’s article, adjectives that agree', (name) => {
    const [phrase, gendered] = spanish[name];
    const [article, ...rest] = phrase.split(' ');
    const noun = rest.join(' ');
    const text = wholeText(name, 'es');
    expect(signProfile(name, 'es').displayName.toLowerCase()).toBe(noun);
    const contracted = article === 'el' ? `(?:el|al|del) ${noun}` : `la ${noun}`;
    expect(text).toMatch(new RegExp(`\\b${contracted}\\b`, 'iu'));
    for (const wrong of wrongArticles.es[article as 'el' | 'la']) {
      expect(text).not.toMatch(new RegExp(`(?<![\\p{L}])${wrong} ${noun}\\b`, 'iu'));
    }
    expect(signProfile(name, 'es').personality).toContain(gendered);
  });

  it.each(signNames)('German %s: the nominative article, never another gender’s', (name) => {
    const phrase = german[name];
    const [article, noun] = phrase.split(' ') as [keyof typeof wrongArticles.de, string];
    const text = wholeText(name, 'de');
    expect(signProfile(name, 'de').displayName).toBe(noun);
    expect(text).toMatch(new RegExp(`(?<![\\p{L}])${article} ${noun}(?![\\p{L}])`, 'iu'));
    for (const wrong of wrongArticles.de[article]) {
      expect(text).not.toMatch(new RegExp(`(?<![\\p{L}])${wrong} ${noun}(?![\\p{L}])`, 'iu'));
    }
  });
});
