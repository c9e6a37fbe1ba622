import type { BirthCtx, BirthLine, BirthLines } from '../../localized';
import { a, cap, days, de, n, type SpanishGrammar } from './grammar';

// The birth chart's paragraph in Spanish. The sign is named with its article and agreement (el Lobo leal, la
// Serpiente sabia, toda Serpiente); the tree with its article (del saúco, de la vid); a shadow's pronoun and
// verb follow its article (perdonártela, te cuestan); "y" becomes "e" before Imbolc.

/** A calendar tree with its definite article, lower case: "el abedul", "la vid". */
interface Tree {
  the: string;
}

type C = BirthCtx<SpanishGrammar, Tree>;
type Line = BirthLine<SpanishGrammar, Tree>;

const NBSP = '\u00a0';
const pct = (c: C) => `${c.percent}${NBSP}%`;

/** The sign's shown name with its article: "el Lobo", "la Serpiente". */
const elSign = (c: C) => `${c.sign.gender === 'm' ? 'el' : 'la'} ${c.sign.name}`;
/** With the indefinite article and an adjective agreeing with it: "un Lobo leal", "una Serpiente sabia". */
const unSign = (c: C) =>
  `${c.sign.gender === 'm' ? 'un' : 'una'} ${c.sign.name} ${c.adjective()[c.sign.gender]}`;
/** "tu calma resuelta" */
const tuGift = (c: C) => `tu ${c.gift().text}`;
/** What the letter stands for, mid-sentence: "nuevos comienzos", "el árbol del mundo". */
const meaning = (c: C) => c.meaning.charAt(0).toLowerCase() + c.meaning.slice(1);

/** "y", or "e" before a word that starts with the sound i: "Samhain e Imbolc". */
const y = (word: string) => (/^h?i[^aeiouáéíóú]/i.test(word) ? 'e' : 'y');

/** The object pronoun for a phrase with its article: la terquedad → la, el orgullo → lo. */
const pronoun = (phrase: string) =>
  ({ el: 'lo', la: 'la', los: 'los', las: 'las' })[phrase.split(' ')[0] ?? ''] ?? 'lo';

/** "faltaba un día", "faltaban tres días". */
const faltan = (count: number) => `${count === 1 ? 'faltaba' : 'faltaban'} ${days(count)}`;

/** "tres días después de Samhain", or "el mismo día de Samhain". */
const since = (c: C) =>
  c.facts.before.days === 0
    ? `el mismo día de ${c.facts.before.name}`
    : `${days(c.facts.before.days)} después de ${c.facts.before.name}`;

/** The nearest principal phase, in three phrasings, one for each sentence that says it. */
const exact = ({ nearest: { phase, days: count, ahead } }: C) =>
  count === 0
    ? `a menos de un día del momento exacto ${de(phase.noun)}`
    : `${days(count)} ${ahead ? 'antes' : 'después'} del momento exacto ${de(phase.noun)}`;
const short = ({ nearest: { phase, days: count, ahead } }: C) => {
  if (count === 0) return `a pocas horas ${de(phase.noun)}`;
  return ahead ? `a ${days(count)} ${de(phase.noun)}` : `${days(count)} más tarde que ${phase.noun}`;
};
const clause = ({ nearest: { phase, days: count, ahead } }: C) => {
  if (count === 0)
    return ahead ? `faltaban horas para ${phase.noun}` : `${phase.noun} había pasado hacía unas horas`;
  return ahead ? `${faltan(count)} para ${phase.noun}` : `${phase.noun} había pasado hacía ${days(count)}`;
};

const moon: Line[] = [
  (c) =>
    `Naciste bajo ${c.phase.noun}, con el ${pct(c)} del disco iluminado y una luz que ${c.facts.waxing ? 'aún iba en aumento' : 'ya empezaba a menguar'}, en días en que los ánimos están ${c.phase.mood}.`,
  (c) =>
    `El día en que llegaste, ${c.phase.noun} mostraba el ${pct(c)} de su cara, ${c.facts.waxing ? 'camino de la plenitud' : 'camino de la oscuridad'}, y desde entonces te acompañan unos sentimientos ${c.phase.mood}.`,
  (c) =>
    `La luna de tu nacimiento fue ${c.phase.noun}: un ${pct(c)} de luz, ${c.facts.waxing ? 'ganando claridad' : 'devolviendo su claridad'} noche tras noche.`,
  (c) =>
    `Tu primera noche transcurrió bajo ${c.phase.noun}, cuyo disco brillaba en un ${pct(c)} y ${c.facts.waxing ? 'crecía' : 'menguaba'}: una luna que deja los ánimos ${c.phase.mood}.`,
  (c) => `${cap(c.phase.noun)} veló tu nacimiento con el ${pct(c)} de su luz, ${exact(c)}.`,
  (c) =>
    `Llegaste con ${c.phase.noun}, ${short(c)}, mientras su ${pct(c)} de luz ${c.facts.waxing ? 'seguía aumentando' : 'ya empezaba a decrecer'}.`,
  (c) =>
    `${cap(c.phase.noun)} tenía iluminado el ${pct(c)} el día de tu cumpleaños y ${c.facts.waxing ? 'crecía' : 'menguaba'}: una luna natal para sentimientos ${c.phase.mood}.`,
  (c) =>
    `En el cielo de tu nacimiento reinaba ${c.phase.noun}; ${clause(c)}, y los ánimos estaban ${c.phase.mood}.`,
];

const tree: Line[] = [
  (c) =>
    `Como ${c.sign.name} del mes ${de(c.tree.the)}, tu letra es ${c.facts.ogham.name}, que significa ${meaning(c)}; ${tuGift(c)} lo confirma.`,
  (c) =>
    `${cap(c.tree.the)} da a tu signo su letra ogham, ${c.facts.ogham.name}, símbolo ${de(meaning(c))}, muy a la medida de ${unSign(c)}.`,
  (c) =>
    `Tu árbol es ${c.tree.the} y tu letra ${c.facts.ogham.name}, que representa ${meaning(c)}; ${elSign(c)} ${c.adjective()[c.sign.gender]} que hay en ti sabe por qué.`,
  (c) =>
    `${c.sign.gender === 'm' ? 'Todo' : 'Toda'} ${c.sign.name} camina bajo ${c.tree.the}, cuya letra ogham, ${c.facts.ogham.name}, quiere decir ${meaning(c)}, y de esa raíz nace ${tuGift(c)}.`,
  (c) =>
    `En el calendario de los árboles perteneces al mes ${de(c.tree.the)} y a ${c.facts.ogham.name}, la letra ${de(meaning(c))}; por eso la gente descubre en ti un lado ${c.adjective().m}.`,
  (c) => {
    const gift = c.gift();
    return `Graba ${c.facts.ogham.name} en una vara y habrás escrito tu propio signo: ${c.tree.the} y su letra, ${meaning(c)}, junto ${a(`${gift.gender === 'm' ? 'el' : 'la'} ${gift.text}`)} ${de(elSign(c))}.`;
  },
  (c) =>
    `Naciste ${c.sign.name} en el mes ${de(c.tree.the)}: llevas ${c.facts.ogham.name}, una letra que habla ${de(meaning(c))}, y una vena ${c.adjective().f} a juego.`,
  (c) =>
    `Los antiguos escribas habrían trazado tu signo como ${c.facts.ogham.name}, la letra ${de(c.tree.the)}: ${meaning(c)}, que llevas con ${tuGift(c)}.`,
];

const imagery = (c: C) => c.pick('imagery', c.quarter.imagery);
const theme = (c: C) => c.pick('theme', c.quarter.themes);
const after = (c: C) => c.facts.after;
const before = (c: C) => c.facts.before;

const season: Line[] = [
  (c) => `Llegaste en ${c.quarter.name}, tiempo de ${imagery(c)}, ${since(c)}.`,
  (c) =>
    `${cap(since(c))}, con ${after(c).name} todavía a ${days(after(c).days)}, viniste a un mundo de ${imagery(c)}.`,
  (c) =>
    `Tu cumpleaños cae en ${c.quarter.name}, entre ${before(c).name} ${y(after(c).name)} ${after(c).name}, una estación para ${theme(c)}.`,
  (c) =>
    `Las hogueras de ${after(c).name} quedaban a ${days(after(c).days)} cuando naciste, ${c.quarter.inSeason} y entre ${imagery(c)}.`,
  (c) => `Naciste ${since(c)} y perteneces a ${c.quarter.name} y a su regalo: ${theme(c)}.`,
  (c) =>
    `${cap(c.quarter.name)} reinaba en la tierra cuando llegaste, con ${imagery(c)} por todas partes, y ${faltan(after(c).days)} para ${after(c).name}.`,
  (c) =>
    `Tu historia empieza ${since(c)}, ${c.quarter.inSeason}, cuando ${c.quarter.name} trae consigo ${theme(c)}.`,
  (c) =>
    `Naciste ${c.quarter.inSeason}, ${since(c)}, cuando el viejo calendario te invita a ${c.pick('invitation', c.quarter.invitations)}.`,
];

const counsel: Line[] = [
  (c) =>
    `Durante toda tu vida, ${c.sign.the} que llevas dentro tendrá que vigilar una sola cosa: ${c.shadow()}.`,
  (c) =>
    `Traiga lo que traiga el año, no pierdas de vista ${c.shadow()}, la vieja debilidad ${de(elSign(c))}.`,
  (c) => {
    const shadow = c.shadow();
    return `La advertencia de tu carta natal es suave: ${shadow} te cuesta${n(shadow)} más de lo que parece.`;
  },
  (c) =>
    `${cap(c.sign.the)} que hay en ti es fuerte, pero tropieza con ${c.shadow()}, así que llámalo por su nombre en cuanto lo notes.`,
  (c) => `Cuando algo se tuerza, busca primero ${c.shadow()}: es el nudo de tu propia madera.`,
  (c) => `Guárdate ${de(c.shadow())} y el resto de esta carta jugará a tu favor.`,
  (c) => {
    const shadow = c.shadow();
    return `De todo lo que dice tu carta, ${shadow} ${n(shadow) ? 'son' : 'es'} lo que más paciencia te pide.`;
  },
  (c) => {
    const shadow = c.shadow();
    return `Quienes te quieren sabrán perdonarte ${shadow}, pero conviene que empieces por perdonárte${pronoun(shadow)} tú.`;
  },
];

const article = (gender: 'm' | 'f', name: string) => `${gender === 'm' ? 'el' : 'la'} ${name}`;

export const birth: BirthLines<SpanishGrammar, Tree> = {
  trees: {
    Birch: { the: article('m', 'abedul') },
    Rowan: { the: article('m', 'serbal') },
    Ash: { the: article('m', 'fresno') },
    Alder: { the: article('m', 'aliso') },
    Willow: { the: article('m', 'sauce') },
    Hawthorn: { the: article('m', 'espino') },
    Oak: { the: article('m', 'roble') },
    Holly: { the: article('m', 'acebo') },
    Hazel: { the: article('m', 'avellano') },
    Vine: { the: article('f', 'vid') },
    Ivy: { the: article('f', 'hiedra') },
    Reed: { the: article('m', 'junco') },
    Elder: { the: article('m', 'saúco') },
  },
  moon,
  tree,
  season,
  counsel,
};
