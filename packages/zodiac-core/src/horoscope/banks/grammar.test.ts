import { describe, expect, it } from 'vitest';
import type { Locale } from '../../locale';
import { getSign } from '../../lookup';
import type { SignName } from '../../types';
import type { DailyText, SeasonKey } from '../localized';
import { generatePeriodHoroscope } from '../period';
import { banks } from '.';
import { decl, gift } from './de/grammar';
import { signs as germanSigns } from './de/signs';
import { de as spanishDe } from './es/grammar';
import { signs as spanishSigns } from './es/signs';

// Grammar fixtures: a reading's lines rendered with chosen entries, so each sentence that names a sign, a
// trait, a ruling body or a phase can be read against the form it must take.

const winter: SeasonKey = { kind: 'season', quarter: 'Samhain Quarter' };

function reading(
  locale: Locale,
  name: SignName,
  picks: Record<string, number>,
  phase = 'Full Moon',
  season = winter,
): DailyText {
  const sign = getSign(name);
  if (!sign) throw new Error(`No sign ${name}`);
  return banks[locale].daily(sign, phase, season, (key, list) => {
    const item = list[picks[key] ?? 0];
    if (item === undefined) throw new RangeError(`No entry ${picks[key]} in ${key}`);
    return item;
  });
}

const spanish: Record<SignName, [learn: string, atEase: string]> = {
  Stag: ['Aprende del ciervo y', 'Un ciervo en calma es un ciervo con toda su fuerza'],
  Cat: ['Aprende del gato y', 'Un gato en calma es un gato con toda su fuerza'],
  Snake: ['Aprende de la serpiente y', 'Una serpiente en calma es una serpiente con toda su fuerza'],
  Hawk: ['Aprende del halcón y', 'Un halcón en calma es un halcón con toda su fuerza'],
  Fox: ['Aprende del zorro y', 'Un zorro en calma es un zorro con toda su fuerza'],
  Bull: ['Aprende del toro y', 'Un toro en calma es un toro con toda su fuerza'],
  Seahorse: [
    'Aprende del caballito de mar y',
    'Un caballito de mar en calma es un caballito de mar con toda su fuerza',
  ],
  Wren: ['Aprende del chochín y', 'Un chochín en calma es un chochín con toda su fuerza'],
  Horse: ['Aprende del caballo y', 'Un caballo en calma es un caballo con toda su fuerza'],
  Salmon: ['Aprende del salmón y', 'Un salmón en calma es un salmón con toda su fuerza'],
  Swan: ['Aprende del cisne y', 'Un cisne en calma es un cisne con toda su fuerza'],
  Butterfly: ['Aprende de la mariposa y', 'Una mariposa en calma es una mariposa con toda su fuerza'],
  Wolf: ['Aprende del lobo y', 'Un lobo en calma es un lobo con toda su fuerza'],
};

const german: Record<SignName, [example: string, atEase: string]> = {
  Stag: ['Nimm dir ein Beispiel am Hirsch und', 'Ein Hirsch in Ruhe ist ein Hirsch in voller Kraft'],
  Cat: ['Nimm dir ein Beispiel an der Katze und', 'Eine Katze in Ruhe ist eine Katze in voller Kraft'],
  Snake: [
    'Nimm dir ein Beispiel an der Schlange und',
    'Eine Schlange in Ruhe ist eine Schlange in voller Kraft',
  ],
  Hawk: ['Nimm dir ein Beispiel am Falken und', 'Ein Falke in Ruhe ist ein Falke in voller Kraft'],
  Fox: ['Nimm dir ein Beispiel am Fuchs und', 'Ein Fuchs in Ruhe ist ein Fuchs in voller Kraft'],
  Bull: ['Nimm dir ein Beispiel am Stier und', 'Ein Stier in Ruhe ist ein Stier in voller Kraft'],
  Seahorse: [
    'Nimm dir ein Beispiel am Seepferdchen und',
    'Ein Seepferdchen in Ruhe ist ein Seepferdchen in voller Kraft',
  ],
  Wren: ['Nimm dir ein Beispiel am Zaunkönig und', 'Ein Zaunkönig in Ruhe ist ein Zaunkönig in voller Kraft'],
  Horse: ['Nimm dir ein Beispiel am Pferd und', 'Ein Pferd in Ruhe ist ein Pferd in voller Kraft'],
  Salmon: ['Nimm dir ein Beispiel am Lachs und', 'Ein Lachs in Ruhe ist ein Lachs in voller Kraft'],
  Swan: ['Nimm dir ein Beispiel am Schwan und', 'Ein Schwan in Ruhe ist ein Schwan in voller Kraft'],
  Butterfly: [
    'Nimm dir ein Beispiel am Schmetterling und',
    'Ein Schmetterling in Ruhe ist ein Schmetterling in voller Kraft',
  ],
  Wolf: ['Nimm dir ein Beispiel am Wolf und', 'Ein Wolf in Ruhe ist ein Wolf in voller Kraft'],
};

// Index of the lines read below, in the lists of lines.ts (the same places in both languages).
const LEARN = { advice: 1 };
const AT_EASE = { sign: 14 };

describe('Spanish agreement', () => {
  it.each(Object.entries(spanish))(
    '%s: the article and its contraction, the indefinite article',
    (name, [learn, atEase]) => {
      expect(reading('es', name as SignName, LEARN).advice).toContain(learn);
      expect(reading('es', name as SignName, AT_EASE).general).toContain(atEase);
    },
  );

  it('gives every sign an article, an indefinite article and a gender that agree', () => {
    for (const sign of Object.values(spanishSigns)) {
      expect(sign.the.startsWith(sign.gender === 'm' ? 'el ' : 'la '), sign.name).toBe(true);
      expect(sign.a.startsWith(sign.gender === 'm' ? 'un ' : 'una '), sign.name).toBe(true);
      expect(sign.the.slice(3)).toBe(sign.name.toLowerCase());
    }
  });

  it('makes an adjective agree with the noun it qualifies, never with the reader', () => {
    // Stag's fourth adjective is ambicioso / ambiciosa.
    expect(reading('es', 'Stag', { 'moon-New Moon': 1, adjective: 3 }, 'New Moon').general).toContain(
      'tu lado ambicioso sabe',
    );
    expect(reading('es', 'Stag', { 'moon-New Moon': 6, adjective: 3 }, 'New Moon').general).toContain(
      'tu faceta más ambiciosa sabe',
    );
  });

  it('points back at a gift with the pronoun of its gender', () => {
    expect(reading('es', 'Wolf', { sign: 8, gift: 0 }).general).toContain('tu valor llega más lejos');
    expect(reading('es', 'Wolf', { sign: 8, gift: 0 }).general).toContain('apúntalo hacia');
    expect(reading('es', 'Wolf', { sign: 8, gift: 1 }).general).toContain('apúntala hacia');
    expect(reading('es', 'Butterfly', { advice: 5, gift: 0 }).advice).toContain('compártela con generosidad');
  });

  it('contracts "de el" before a shadow and keeps "de la"', () => {
    expect(spanishDe('el orgullo herido')).toBe('del orgullo herido');
    expect(reading('es', 'Stag', { 'health-2': 2, shadow: 4 }).health).toContain(
      'Protégete del orgullo herido,',
    );
    expect(reading('es', 'Stag', { 'health-2': 2, shadow: 0 }).health).toContain(
      'Protégete de la terquedad,',
    );
  });
});

describe('German agreement', () => {
  it.each(Object.entries(german))(
    '%s: the dative after "an" (am, an der), the indefinite article',
    (name, [example, atEase]) => {
      expect(reading('de', name as SignName, LEARN).advice).toContain(example);
      expect(reading('de', name as SignName, AT_EASE).general).toContain(atEase);
    },
  );

  it('gives every sign articles in each case that agree with its gender', () => {
    const articles = {
      m: ['der ', 'den ', 'dem ', 'ein '],
      f: ['die ', 'die ', 'der ', 'eine '],
      n: ['das ', 'das ', 'dem ', 'ein '],
    };
    for (const sign of Object.values(germanSigns)) {
      const [nom, acc, dat, indef] = articles[sign.gender];
      expect(
        [sign.nom, sign.acc, sign.dat, sign.indef].map((form) => `${form.split(' ')[0]} `),
        sign.name,
      ).toEqual([nom, acc, dat, indef]);
    }
    // A weak noun takes -n outside the nominative.
    expect([germanSigns.Hawk.nom, germanSigns.Hawk.acc, germanSigns.Hawk.dat]).toEqual([
      'der Falke',
      'den Falken',
      'dem Falken',
    ]);
  });

  it('declines a gift after "dein" in the nominative, accusative and dative', () => {
    expect(gift('m', 'Blick', 'klar')).toEqual({
      nom: 'dein klarer Blick',
      acc: 'deinen klaren Blick',
      dat: 'deinem klaren Blick',
      theNom: 'der klare Blick',
      theAcc: 'den klaren Blick',
      gender: 'm',
    });
    expect(gift('f', 'Geduld', 'beharrlich')).toMatchObject({
      nom: 'deine beharrliche Geduld',
      acc: 'deine beharrliche Geduld',
      dat: 'deiner beharrlichen Geduld',
      theAcc: 'die beharrliche Geduld',
    });
    expect(gift('n', 'Herz', 'groß', 'Herzen')).toMatchObject({
      nom: 'dein großes Herz',
      acc: 'dein großes Herz',
      dat: 'deinem großen Herzen',
    });
    expect(gift('m', 'Mut')).toMatchObject({ nom: 'dein Mut', acc: 'deinen Mut', dat: 'deinem Mut' });
    expect([decl('edel', 'es'), decl('weise', 'en'), decl('inner', 'er')]).toEqual([
      'edles',
      'weisen',
      'innerer',
    ]);
  });

  it('reads each gift in the case and with the pronoun its sentence needs', () => {
    const trust = (name: SignName, index: number) => reading('de', name, { sign: 4, gift: index }).general;
    expect(trust('Hawk', 0)).toContain('Vertrau deinem klaren Blick; er hat dich');
    expect(trust('Hawk', 5)).toContain('Vertrau deinem großzügigen Herzen; es hat dich');
    expect(trust('Horse', 0)).toContain('Vertrau deiner Ausdauer; sie hat dich');
    expect(reading('de', 'Hawk', { sign: 3, gift: 0 }).general).toContain(
      'verlassen sich heute auf deinen klaren Blick',
    );
    expect(reading('de', 'Hawk', { sign: 8, gift: 0 }).general).toContain(
      'Mit der Sonne im Rücken reicht dein klarer Blick weiter als sonst, also richte ihn',
    );
    expect(reading('de', 'Seahorse', { sign: 8 }).general).toContain(
      'Mit dem Mond im Rücken reicht dein Zeitgefühl',
    );
    expect(reading('de', 'Wolf', { sign: 8, gift: 1 }).general).toContain(
      'Mit Mars im Rücken reicht deine Treue zum Rudel',
    );
  });

  it('gives an adjective the ending of its noun, case and article', () => {
    expect(reading('de', 'Stag', { 'moon-Full Moon': 5 }).general).toContain('dein geduldiges Wesen');
    expect(reading('de', 'Stag', { 'moon-Full Moon': 5, adjective: 2 }).general).toContain(
      'dein edles Wesen',
    );
    expect(reading('de', 'Stag', { 'moon-Waning Gibbous': 5 }, 'Waning Gibbous').general).toContain(
      'zu deiner geduldigen Seite',
    );
    expect(reading('de', 'Snake', { 'moon-Waning Gibbous': 5 }, 'Waning Gibbous').general).toContain(
      'zu deiner weisen Seite',
    );
    expect(reading('de', 'Stag', { 'moon-Waxing Gibbous': 2 }, 'Waxing Gibbous').general).toContain(
      'dein geduldiger Instinkt',
    );
    // Said of the reader, the adjective does not inflect.
    expect(reading('de', 'Stag', { advice: 2 }).advice).toContain('Sei geduldig, sei freundlich');
  });

  it('puts the phase in the dative after "unter"', () => {
    expect(reading('de', 'Wolf', { 'love-1': 4 }).love).toContain('Unter dem Vollmond sind Gefühle');
    expect(reading('de', 'Wolf', { 'love-1': 4 }, 'Waxing Crescent').love).toContain(
      'Unter der zunehmenden Mondsichel sind Gefühle',
    );
  });
});

describe('the animal within, in a weekly reading', () => {
  // The week's sign line that names the sign's animal agrees with its gender: adjective and pronoun.
  const within = (locale: Locale, name: SignName, pattern: RegExp) => {
    for (let week = 1; week <= 52; week++) {
      const id = `2026-W${String(week).padStart(2, '0')}`;
      const found = generatePeriodHoroscope(name, 'week', id, locale).overview.match(pattern);
      if (found) return found[0];
    }
    throw new Error(`No week of 2026 names the ${name} within`);
  };

  it.each([
    [
      'Snake',
      'La serpiente que llevas dentro anda inquieta esta semana, con ganas de algo nuevo, y un pequeño cambio bastará para calmarla.',
    ],
    [
      'Wolf',
      'El lobo que llevas dentro anda inquieto esta semana, con ganas de algo nuevo, y un pequeño cambio bastará para calmarlo.',
    ],
  ] as const)('Spanish, %s', (name, expected) => {
    expect(within('es', name, /\p{Lu}[^.]* que llevas dentro [^.]*\./u)).toBe(expected);
  });

  it.each([
    [
      'Snake',
      'Die Schlange in dir sehnt sich in dieser Woche nach etwas Neuem, und schon eine kleine Veränderung stellt sie zufrieden.',
    ],
    [
      'Horse',
      'Das Pferd in dir sehnt sich in dieser Woche nach etwas Neuem, und schon eine kleine Veränderung stellt es zufrieden.',
    ],
    [
      'Wolf',
      'Der Wolf in dir sehnt sich in dieser Woche nach etwas Neuem, und schon eine kleine Veränderung stellt ihn zufrieden.',
    ],
  ] as const)('German, %s', (name, expected) => {
    expect(within('de', name, /\p{Lu}[^.]* in dir sehnt sich [^.]*\./u)).toBe(expected);
  });
});
