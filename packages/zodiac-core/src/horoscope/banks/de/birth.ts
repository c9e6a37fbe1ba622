import type { BirthCtx, BirthLine, BirthLines } from '../../localized';
import { cap, decl, type Gender, type GermanGrammar, im, von } from './grammar';

// The birth chart's paragraph in German. The sign takes the case and the adjective ending its place asks for
// (der Wolf in dir, einem treuen Wolf, die kluge Schlange, jedes Pferd); the tree its article in the nominative,
// dative and genitive (die Birke, im Monat des Holunders); shadows their accusative after "auf" and "über",
// their dative after "vor" and "mit". What a letter stands for is quoted as the content writes it
// („Der Weltenbaum“), so it never needs a case of its own.

/** A calendar tree with its article in the cases the sentences use. */
interface Tree {
  nom: string;
  dat: string;
  gen: string;
}

type C = BirthCtx<GermanGrammar, Tree>;
type Line = BirthLine<GermanGrammar, Tree>;

const NBSP = '\u00a0';
const pct = (c: C) => `${c.percent}${NBSP}%`;
const meaning = (c: C) => `„${c.meaning}“`;

const NUMBERS = ['null', 'einen', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];
/** A span in the accusative, as "drei Tage vor" and "noch drei Tage entfernt" read it: "einen Tag". */
const tage = (count: number) => (count === 1 ? 'einen Tag' : `${NUMBERS[count] ?? String(count)} Tage`);

/** The sign's shown name as the dative writes it after its article: "Falken" (dem Falken). */
const datName = (c: C) => c.sign.dat.slice(c.sign.dat.indexOf(' ') + 1);
/** "einem treuen Wolf", "einer klugen Schlange", "einem edlen Pferd". */
const einemSign = (c: C) =>
  `${c.sign.gender === 'f' ? 'einer' : 'einem'} ${decl(c.adjective(), 'en')} ${datName(c)}`;
/** "der treue Wolf", "die kluge Schlange", "das edle Pferd". */
const derSign = (c: C) => `${c.sign.nom.split(' ')[0]} ${decl(c.adjective(), 'e')} ${c.sign.name}`;
const jeder = (gender: Gender) => ({ m: 'Jeder', f: 'Jede', n: 'Jedes' })[gender];

/** "zum Vollmond": every principal phase is masculine (Neumond, Halbmond, Vollmond). */
const zum = (dat: string) => (dat.startsWith('dem ') ? `zum ${dat.slice(4)}` : `zu ${dat}`);

/** "drei Tage nach Samhain", or "an Samhain selbst". */
const since = (c: C) =>
  c.facts.before.days === 0
    ? `an ${c.facts.before.name} selbst`
    : `${tage(c.facts.before.days)} nach ${c.facts.before.name}`;

/** The nearest principal phase, in three phrasings, one for each sentence that says it. */
const exact = ({ nearest: { phase, days, ahead } }: C) =>
  days === 0
    ? `keinen ganzen Tag ${ahead ? 'vor' : 'nach'} ${phase.dat}`
    : `${tage(days)} ${ahead ? 'vor' : 'nach'} dem Augenblick, in dem ${phase.nom} eintrat`;
const short = ({ nearest: { phase, days, ahead } }: C) => {
  if (days === 0) return `nur Stunden ${von(phase.dat)} entfernt`;
  return ahead ? `noch ${tage(days)} ${von(phase.dat)} entfernt` : `erst ${tage(days)} nach ${phase.dat}`;
};
const clause = ({ nearest: { phase, days, ahead } }: C) => {
  if (days === 0)
    return ahead ? `bis ${zum(phase.dat)} waren es nur noch Stunden` : `${phase.nom} lag erst Stunden zurück`;
  if (!ahead) return `${phase.nom} lag ${tage(days)} zurück`;
  return days === 1
    ? `bis ${zum(phase.dat)} war es noch ein Tag`
    : `bis ${zum(phase.dat)} waren es noch ${tage(days)}`;
};

const moon: Line[] = [
  (c) =>
    `Du wurdest unter ${c.phase.dat} geboren, zu ${pct(c)} beleuchtet und ${c.facts.waxing ? 'noch im Wachsen' : 'schon im Schwinden'}, in Tagen, in denen die Gefühle ${c.phase.mood} sind.`,
  (c) =>
    `Am Tag deiner Ankunft war ${c.phase.nom} zu ${pct(c)} sichtbar, ${c.facts.waxing ? 'auf dem Weg zum vollen Licht' : 'auf dem Weg ins Dunkel'}, und seither begleitet dich eine Stimmung, ${c.phase.mood}.`,
  (c) =>
    `Der Mond deiner Geburt war ${c.phase.nom}: zu ${pct(c)} erleuchtet und ${c.facts.waxing ? 'Nacht für Nacht heller werdend' : 'Nacht für Nacht sein Licht zurückgebend'}.`,
  (c) =>
    `Deine erste Nacht lag unter ${c.phase.dat}, die Scheibe zu ${pct(c)} hell und ${c.facts.waxing ? 'zunehmend' : 'abnehmend'}, ein Mond, unter dem die Gefühle ${c.phase.mood} werden.`,
  (c) => `${cap(c.phase.nom)} wachte über deine Geburt, zu ${pct(c)} beleuchtet, ${exact(c)}.`,
  (c) =>
    `Du kamst mit ${c.phase.dat} zur Welt, ${short(c)}, bei ${pct(c)} Licht, das ${c.facts.waxing ? 'noch zunahm' : 'schon wieder schwand'}.`,
  (c) =>
    `${cap(c.phase.nom)} war an deinem Geburtstag zu ${pct(c)} beleuchtet und ${c.facts.waxing ? 'wuchs' : 'schwand'}: ein Geburtsmond für Gefühle, die ${c.phase.mood} sind.`,
  (c) => `Am Himmel deiner Geburt stand ${c.phase.nom}; ${clause(c)}, und die Stimmung war ${c.phase.mood}.`,
];

const tree: Line[] = [
  (c) =>
    `Als ${c.sign.name} aus dem Monat ${c.tree.gen} trägst du den Buchstaben ${c.facts.ogham.name}; seine Bedeutung ist ${meaning(c)}, und ${c.gift().nom} bestätigt das.`,
  (c) =>
    `${cap(c.tree.nom)} schenkt deinem Zeichen seinen Ogham-Buchstaben ${c.facts.ogham.name}, und sein Sinn, ${meaning(c)}, passt zu ${einemSign(c)}.`,
  (c) =>
    `Dein Baum ist ${c.tree.nom}, dein Buchstabe ${c.facts.ogham.name} mit der Bedeutung ${meaning(c)}; ${derSign(c)} in dir weiß, warum.`,
  (c) =>
    `${jeder(c.sign.gender)} ${c.sign.name} steht unter ${c.tree.dat}; der Ogham-Buchstabe ${c.facts.ogham.name} bedeutet ${meaning(c)}, und aus dieser Wurzel wächst ${c.gift().nom}.`,
  (c) =>
    `Im Baumkalender gehörst du zum Monat ${c.tree.gen} und zu ${c.facts.ogham.name}, dem Buchstaben für ${meaning(c)}, und darum spüren die Menschen an dir etwas ${cap(decl(c.adjective(), 'es'))}.`,
  (c) =>
    `Ritz ${c.facts.ogham.name} in einen Stab, und du hast dein eigenes Zeichen geschrieben: ${c.tree.nom}, ${meaning(c)} und ${c.gift().theNom} ${c.sign.gen}.`,
  (c) =>
    `Als ${c.sign.name} im Monat ${c.tree.gen} geboren, trägst du ${c.facts.ogham.name}, einen Buchstaben, der ${meaning(c)} bedeutet, und dazu einen ${decl(c.adjective(), 'en')} Zug.`,
  (c) =>
    `Die alten Schreiber hätten dein Zeichen als ${c.facts.ogham.name} geschrieben, den Buchstaben ${c.tree.gen}: ${meaning(c)}, getragen von ${c.gift().dat}.`,
];

const imagery = (c: C) => c.pick('imagery', c.quarter.imagery);
const theme = (c: C) => c.pick('theme', c.quarter.themes);
const after = (c: C) => c.facts.after;
const before = (c: C) => c.facts.before;

const season: Line[] = [
  (c) => `Du kamst ${im(c.quarter.dat)} zur Welt, einer Zeit für ${imagery(c)}, ${since(c)}.`,
  (c) =>
    `${cap(since(c))} kamst du zur Welt, während ${after(c).name} noch ${tage(after(c).days)} entfernt war; ringsum ${imagery(c)}.`,
  (c) =>
    `Dein Geburtstag liegt ${im(c.quarter.dat)} zwischen ${before(c).name} und ${after(c).name}, in einer Jahreszeit, die ${theme(c)} begünstigt.`,
  (c) =>
    `Die Feuer von ${after(c).name} waren noch ${tage(after(c).days)} entfernt, als du geboren wurdest, ${c.quarter.inSeason}; die Welt zeigte dir ${imagery(c)}.`,
  (c) => `Geboren ${since(c)}, gehörst du ${zum(c.quarter.dat)} und seinem Geschenk: ${theme(c)}.`,
  (c) =>
    `${cap(c.quarter.nom)} hielt das Land, als du ankamst, überall ${imagery(c)}, und ${after(c).name} lag noch ${tage(after(c).days)} vor dir.`,
  (c) =>
    `Deine Geschichte beginnt ${since(c)}, ${c.quarter.inSeason}, wenn ${c.quarter.nom} ${theme(c)} bringt.`,
  (c) =>
    `Du wurdest ${c.quarter.inSeason} geboren, ${since(c)}, als der alte Kalender den Menschen riet: ${cap(c.pick('invitation', c.quarter.invitations))}.`,
];

const counsel: Line[] = [
  (c) => `${cap(c.sign.nom)} in dir muss ein Leben lang vor allem auf ${c.shadow().acc} achten.`,
  (c) => `Was ein Jahr auch bringt, behalte ${c.shadow().acc} im Auge, die alte Schwäche ${c.sign.gen}.`,
  (c) =>
    `Die Warnung deines Geburtshoroskops ist eine sanfte: Vor ${c.shadow().dat} solltest du dich mehr hüten, als es scheint.`,
  (c) =>
    `${cap(c.sign.nom)} in dir ist stark, stolpert aber über ${c.shadow().acc}; sprich es aus, sobald du es merkst.`,
  (c) => `Wenn etwas schiefgeht, such zuerst nach ${c.shadow().dat}; das ist der Knoten in deinem Holz.`,
  (c) => `Hüte dich vor ${c.shadow().dat}, dann arbeitet der Rest dieses Horoskops für dich.`,
  (c) =>
    `Von allem in deinem Geburtshoroskop ist es der Umgang mit ${c.shadow().dat}, der am meisten Geduld verlangt.`,
  (c) =>
    `Wer dich liebt, sieht dir ${c.shadow().acc} nach, doch zuerst lohnt es sich, dir selbst zu verzeihen.`,
];

/** A tree by its gender and name: der Holunder, dem Holunder, des Holunders. */
function treeOf(gender: Gender, name: string): Tree {
  if (gender === 'f') return { nom: `die ${name}`, dat: `der ${name}`, gen: `der ${name}` };
  return { nom: `${gender === 'm' ? 'der' : 'das'} ${name}`, dat: `dem ${name}`, gen: `des ${name}s` };
}

export const birth: BirthLines<GermanGrammar, Tree> = {
  trees: {
    Birch: treeOf('f', 'Birke'),
    Rowan: treeOf('f', 'Eberesche'),
    Ash: treeOf('f', 'Esche'),
    Alder: treeOf('f', 'Erle'),
    Willow: treeOf('f', 'Weide'),
    Hawthorn: treeOf('m', 'Weißdorn'),
    Oak: treeOf('f', 'Eiche'),
    Holly: treeOf('f', 'Stechpalme'),
    Hazel: treeOf('f', 'Hasel'),
    Vine: treeOf('f', 'Weinrebe'),
    Ivy: treeOf('m', 'Efeu'),
    Reed: treeOf('n', 'Schilf'),
    Elder: treeOf('m', 'Holunder'),
  },
  moon,
  tree,
  season,
  counsel,
};
