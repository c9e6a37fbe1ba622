import type { ElementLists, Grammar } from '../../localized';

// Spanish agreement. A reading never says the reader's gender, so adjectives only ever qualify a noun the
// sentence chooses (tu lado paciente, tu faceta paciente); gifts carry their gender for the pronouns that
// point back at them (úsalo, úsala); shadows carry their article; signs their article and gender.

export type Gender = 'm' | 'f';

/** An adjective in the masculine and feminine singular. */
export interface Adjective {
  m: string;
  f: string;
}

/** A singular noun phrase read after "tu", with its gender. */
export interface Noun {
  text: string;
  gender: Gender;
}

export interface SpanishGrammar extends Grammar {
  adjective: Adjective;
  gift: Noun;
  /** A noun phrase with its definite article: "la terquedad", "el orgullo herido". */
  shadow: string;
  sign: {
    /** The shown name: "Lobo". */
    name: string;
    /** With the definite article, lower case: "el lobo", "la serpiente". */
    the: string;
    /** With the indefinite article: "un lobo", "una serpiente". */
    a: string;
    gender: Gender;
    /** The shown name in the plural: "Lobos", "Caballitos de mar". */
    plural: string;
  };
  ruler: {
    /** As a subject: "Saturno", "el Sol". */
    name: string;
    role: string;
    /** Verb phrases in the third person singular, read after the body's name. */
    influences: string[];
    /** Imperatives. */
    work: string[];
  };
  phase: {
    /** With its article, read after "bajo": "la luna llena". */
    noun: string;
    /** Masculine plural adjectives, read after "los sentimientos están". */
    mood: string;
    /** Imperatives. */
    work: string;
    health: string;
  };
  /** Focus: noun phrases with their article, read after "cuida"; activity: read after "después de". */
  element: ElementLists & {
    /** "signo de tierra", read after "como". */
    sign: string;
    /** The element: "tierra"; with its article: "la tierra", "el agua". */
    word: string;
    the: string;
    /** Masculine singular adjectives, read after "tu lado" and "tu modo … de amar". */
    nature: string;
    /** A noun phrase with its article: "la constancia". */
    quality: string;
  };
  festival: { name: string };
  quarter: {
    /** "la estación de Samhain". */
    name: string;
    /** As a subject: "el pleno invierno". */
    season: string;
    /** As a place in time: "en pleno invierno". */
    inSeason: string;
  };
}

export const adj = (m: string, f: string = m): Adjective => ({ m, f });
export const masc = (text: string): Noun => ({ text, gender: 'm' });
export const fem = (text: string): Noun => ({ text, gender: 'f' });

/** The object pronoun for a noun: úsa+lo, úsa+la. */
export const lo = (noun: Noun) => (noun.gender === 'm' ? 'lo' : 'la');
/** The pronoun after a preposition: de él, de ella. */
export const el = (noun: Noun) => (noun.gender === 'm' ? 'él' : 'ella');

/** "a" before a phrase, contracted with "el": al Lobo, a la Serpiente. */
export const a = (phrase: string) => (phrase.startsWith('el ') ? `al ${phrase.slice(3)}` : `a ${phrase}`);

/** "de" before a phrase, contracted with "el": del orgullo, de la terquedad. */
export const de = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);

/** The verb ending for a subject with its article: "-n" after "los …" and "las …". */
export const n = (phrase: string) => (/^(los|las) /.test(phrase) ? 'n' : '');

export { capitalize as cap } from '../../../text';

const NUMBERS = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];

/** "un día", "tres días"; numbers above ten stay as digits. */
export function days(count: number): string {
  const word = NUMBERS[count] ?? String(count);
  return count === 1 ? `${word} día` : `${word} días`;
}
