import type { ElementLists, Grammar } from '../../localized';

// German agreement. Adjectives are kept in their base form: said of the reader they do not inflect ("sei
// geduldig"), before a noun the sentence gives the ending its noun, case and article ask for ("deine geduldige
// Seite", "mit deiner geduldigen Art"). Gifts carry their gender and their forms after "dein" in the three
// cases the sentences use; shadows their accusative and dative; signs their article in every case.

export type Gender = 'm' | 'f' | 'n';

/** A noun phrase after "dein", in the cases the sentences use, with its gender for pronouns. */
export interface Gift {
  nom: string;
  acc: string;
  dat: string;
  /** With the definite article: "der klare Blick", "den klaren Blick". */
  theNom: string;
  theAcc: string;
  gender: Gender;
}

/** A noun phrase in the accusative ("achte auf …") and the dative ("hüte dich vor …"). */
export interface Shadow {
  acc: string;
  dat: string;
}

export interface GermanGrammar extends Grammar {
  /** The base form: "geduldig". */
  adjective: string;
  gift: Gift;
  shadow: Shadow;
  sign: {
    /** The shown name: "Wolf". */
    name: string;
    /** With the definite article: "der Wolf", "den Falken", "dem Falken". */
    nom: string;
    acc: string;
    dat: string;
    /** With the indefinite article in the nominative: "ein Wolf", "eine Schlange", "ein Pferd". */
    indef: string;
    /** Genitive: "des Wolfes", "der Schlange", "des Falken". */
    gen: string;
    /** The shown name in the plural: "Wölfe". */
    plural: string;
    gender: Gender;
  };
  ruler: {
    /** "Saturn", "die Sonne"; dative "Saturn", "der Sonne". */
    nom: string;
    dat: string;
    /** In the nominative, read as an apposition: "dein herrschender Planet". */
    role: string;
    /** Main-clause verb phrases in the third person singular, read right after the body's name. */
    influences: string[];
    /** Imperatives. */
    work: string[];
  };
  phase: {
    /** "der Vollmond"; dative "dem Vollmond". */
    nom: string;
    dat: string;
    /** Predicative, read after "Gefühle sind". */
    mood: string;
    /** Imperatives. */
    work: string;
    health: string;
  };
  /** Images: accusative, read after "denk an"; focus: accusative, after "achte auf"; activity: dative, after "nach". */
  element: ElementLists & {
    /** "Erdzeichen", read after "als"; the element itself: "Erde". */
    sign: string;
    word: string;
    /** A feminine noun without article, what the element gives: "Beständigkeit". */
    quality: string;
    /** Two adjectives in their base form: ["bodenständig", "praktisch"]. */
    nature: [string, string];
  };
  festival: { name: string };
  quarter: {
    /** "die Samhain-Zeit"; dative "der Samhain-Zeit". */
    nom: string;
    dat: string;
    /** As a subject: "der tiefe Winter"; as a time: "im tiefen Winter". */
    season: string;
    inSeason: string;
  };
}

/** An adjective before a noun: stem + ending ("geduldig" + "e"; "weise" + "en" is "weisen"; "edel" + "e" is "edle"). */
export function decl(base: string, ending: string): string {
  if (base.endsWith('e')) return base + ending.slice(1);
  if (base.endsWith('el')) return `${base.slice(0, -2)}l${ending}`;
  return base + ending;
}

const POSSESSIVE: Record<Gender, [string, string, string]> = {
  m: ['dein', 'deinen', 'deinem'],
  f: ['deine', 'deine', 'deiner'],
  n: ['dein', 'dein', 'deinem'],
};
const DEFINITE: Record<Gender, [string, string]> = {
  m: ['der', 'den'],
  f: ['die', 'die'],
  n: ['das', 'das'],
};
const AFTER_POSSESSIVE: Record<Gender, [string, string, string]> = {
  m: ['er', 'en', 'en'],
  f: ['e', 'e', 'en'],
  n: ['es', 'es', 'en'],
};

/**
 * A gift after "dein": gift('m', 'Blick', 'klar') is dein klarer Blick, deinen klaren Blick, deinem klaren Blick.
 * `dative` is the noun's own dative where it has one (das Herz, dem Herzen).
 */
export function gift(gender: Gender, noun: string, adjective?: string, dative: string = noun): Gift {
  const form = (article: string, ending: string, head: string) =>
    `${article} ${adjective === undefined ? '' : `${decl(adjective, ending)} `}${head}`;
  const mixed = AFTER_POSSESSIVE[gender];
  const [dein, deinen, deinem] = POSSESSIVE[gender];
  return {
    nom: form(dein, mixed[0], noun),
    acc: form(deinen, mixed[1], noun),
    dat: form(deinem, mixed[2], dative),
    theNom: form(DEFINITE[gender][0], 'e', noun),
    theAcc: form(DEFINITE[gender][1], gender === 'm' ? 'en' : 'e', noun),
    gender,
  };
}

export const shadow = (acc: string, dat: string = acc): Shadow => ({ acc, dat });

/** The pronoun for a gift in the nominative and accusative: er/ihn, sie/sie, es/es. */
export const er = (g: Gift) => ({ m: 'er', f: 'sie', n: 'es' })[g.gender];
export const ihn = (g: Gift) => ({ m: 'ihn', f: 'sie', n: 'es' })[g.gender];

/** "an" before a dative with its article, contracted with "dem": am Wolf, an der Schlange. */
export const an = (dat: string) => (dat.startsWith('dem ') ? `am ${dat.slice(4)}` : `an ${dat}`);

/** "in" before a dative, contracted with "dem": im Beltane-Viertel, in der Sonne. */
export const im = (dat: string) => (dat.startsWith('dem ') ? `im ${dat.slice(4)}` : `in ${dat}`);

/** "von" before a dative, contracted with "dem": vom Mond, von der Sonne, von Mars. */
export const von = (dat: string) => (dat.startsWith('dem ') ? `vom ${dat.slice(4)}` : `von ${dat}`);

export { capitalize as cap } from '../../../text';

const NUMBERS = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];

/** "drei Tage" (nominative, accusative), numbers above ten as digits. */
export const tage = (count: number) => `${NUMBERS[count] ?? String(count)} Tage`;
/** "drei Tagen" (dative: "in drei Tagen", "vor drei Tagen"). */
export const tagen = (count: number) => `${NUMBERS[count] ?? String(count)} Tagen`;
