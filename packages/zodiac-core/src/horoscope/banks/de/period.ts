import { atNoonUtc } from '../../../dates';
import { getMoonPhase } from '../../../moon';
import type { Period, PeriodKind } from '../../../periods';
import type { Sky } from '../../../sky';
import type { PeriodCtx, PeriodLine, PeriodLines } from '../../localized';
import { yearMoons } from '../../sky-lines';
import { cap, decl, type GermanGrammar, ihn, von } from './grammar';
import { quarters } from './voices';

type C = PeriodCtx<GermanGrammar>;
type L = PeriodLine<GermanGrammar>;

// Weekly, monthly and yearly readings in German. The span takes the case and gender each sentence needs:
// die Woche, den Monat, des Jahres, in dieser Woche, den ganzen Monat.

interface Span {
  nom: string;
  acc: string;
  gen: string;
  thisNom: string;
  thisDat: string;
  inThis: string;
  a: string;
  whole: string;
  its: string;
}
const spans: Record<PeriodKind, Span> = {
  week: {
    nom: 'die Woche',
    acc: 'die Woche',
    gen: 'der Woche',
    thisNom: 'diese Woche',
    thisDat: 'dieser Woche',
    inThis: 'in dieser Woche',
    a: 'eine Woche',
    whole: 'die ganze Woche',
    its: 'ihr',
  },
  month: {
    nom: 'der Monat',
    acc: 'den Monat',
    gen: 'des Monats',
    thisNom: 'dieser Monat',
    thisDat: 'diesem Monat',
    inThis: 'in diesem Monat',
    a: 'ein Monat',
    whole: 'den ganzen Monat',
    its: 'sein',
  },
  year: {
    nom: 'das Jahr',
    acc: 'das Jahr',
    gen: 'des Jahres',
    thisNom: 'dieses Jahr',
    thisDat: 'diesem Jahr',
    inThis: 'in diesem Jahr',
    a: 'ein Jahr',
    whole: 'das ganze Jahr',
    its: 'sein',
  },
};
const S = (c: C) => spans[c.span];
const influence = (c: C) => c.pick('ruler-influence', c.ruler.influences);
const adj = (c: C, ending: string) => decl(c.adjective(), ending);

/** Each sign's tree, by the English name (calendar.ts): the name and its genitive with the article. */
const trees: Record<string, [string, string]> = {
  Birch: ['Birke', 'der Birke'],
  Rowan: ['Eberesche', 'der Eberesche'],
  Ash: ['Esche', 'der Esche'],
  Alder: ['Erle', 'der Erle'],
  Willow: ['Weide', 'der Weide'],
  Hawthorn: ['Weißdorn', 'des Weißdorns'],
  Oak: ['Eiche', 'der Eiche'],
  Holly: ['Stechpalme', 'der Stechpalme'],
  Hazel: ['Hasel', 'der Hasel'],
  Vine: ['Weinrebe', 'der Weinrebe'],
  Ivy: ['Efeu', 'des Efeus'],
  Reed: ['Schilf', 'des Schilfs'],
  Elder: ['Holunder', 'des Holunders'],
};
const tree = (name: string) => trees[name] ?? [name, name];

const sign: L[] = [
  (c) =>
    `${cap(c.ruler.nom)} ${influence(c)}, so beginnt ${S(c).nom}, und ${c.gift().nom} ist das Sicherste, was du mitbringst.`,
  (c) =>
    `Wie ${c.me.nom} kommst du ${S(c).inThis} am besten voran, wenn du ${c.gift().dat} vertraust und die anderen aufholen lässt.`,
  (c) =>
    `Deine ${adj(c, 'e')} Art gibt den Ton ${S(c).gen} an, und die Menschen um dich richten sich danach.`,
  (c) =>
    `${cap(S(c).thisNom)} verlangt, dass du auf ${c.shadow().acc} achtest; sobald du es beim Namen nennst, verliert es seine Macht.`,
  (c) => `${cap(c.ruler.nom)}, ${c.ruler.role}, hält ${S(c).inThis} eine ruhige Hand über deine Pläne.`,
  (c) =>
    `Als Zeichen ${tree(c.sign.tree)[1]} wächst du in Jahresringen statt in Sprüngen, und ${S(c).thisNom} fügt einen guten hinzu.`,
  (c) => `${cap(c.gift().nom)} öffnet dir ${S(c).inThis} eine Tür, die Mühe allein nicht öffnen könnte.`,
  (c) => `Sei in den ersten Tagen ${S(c).gen} ${c.adjective()}, und der Rest folgt mit weniger Mühe.`,
  (c) =>
    `Alles, was ${c.gift().acc} braucht, gelingt ${S(c).inThis}; alles, was ${c.shadow().acc} nährt, kann warten.`,
  (c) =>
    `${cap(c.me.nom)} in dir sehnt sich ${S(c).inThis} nach etwas Neuem, und schon eine kleine Veränderung stellt ${{ m: 'ihn', f: 'sie', n: 'es' }[c.me.gender]} zufrieden.`,
  (c) => `Wer dich am besten kennt, erlebt ${S(c).inThis} deine ${adj(c, 'e')} Seite in voller Stärke.`,
  (c) =>
    `${cap(c.ruler.nom)} ${influence(c)}, also widme der größten Aufgabe ${S(c).gen} früh deine volle Aufmerksamkeit.`,
  (c) => `Ein leises Wort über ${c.gift().acc} erreicht die richtigen Ohren, bevor ${S(c).nom} vorbei ist.`,
];

const theme: L[] = [
  (c) => `${cap(S(c).nom)} begünstigt es, Halbfertiges abzuschließen, bevor du Neues beginnst.`,
  (c) =>
    `Rechne ${S(c).inThis} mit einer Überraschung, wahrscheinlich einer angenehmen und von unerwarteter Seite.`,
  () => 'Pläne, die du jetzt machst, haben Luft zum Atmen, also lass Lücken in deinem Kalender.',
  (c) =>
    `Es ist ${S(c).a} zum Ausbessern: ein Zaun, eine Freundschaft oder eine Gewohnheit, die nachgelassen hat.`,
  () => 'Großzügigkeit kommt schnell zu dir zurück, oft von jemandem, dem du vor langer Zeit geholfen hast.',
  () => 'Nachrichten aus der Ferne verlangen eine durchdachte Antwort statt einer schnellen.',
  (c) => `Kleine Routinen tragen dich durch die vollen Abschnitte ${S(c).gen}.`,
  () =>
    'Eine Entscheidung, die du vor dir hergeschoben hast, wird leicht, sobald du nicht mehr auf Gewissheit wartest.',
  (c) =>
    `Das Zuhause ist das Herz ${S(c).gen}: Steck deine Energie dorthin, und alles andere kommt zur Ruhe.`,
  (c) =>
    `Lernen ist der leise Faden, der sich durch ${S(c).acc} zieht, also folge allem, was dich neugierig macht.`,
  () => 'Alte Bande zählen vorerst mehr als neue, auch wenn ein neues Gesicht eine nützliche Idee mitbringt.',
  () => 'Geld und Zeit reichen weiter, als du denkst, wenn du sie zusammen planst.',
  (c) => `Mut in einem einzigen Gespräch verändert ${S(c).whole}.`,
  (c) => `${cap(S(c).thisNom)} belohnt Ruhe ebenso wie Arbeit, also schütze deine Abende.`,
  () => 'Etwas, das du aus den Augen verloren hast, taucht wieder auf, und es ist jetzt mehr wert.',
  (c) => `Lass ${S(c).acc} ${S(c).its} eigenes Tempo finden; wer drängt, macht nur Lärm.`,
];

const loveOpenings: L[] = [
  (c) =>
    `Dein ${adj(c, 'es')} Herz zieht ${S(c).inThis} Menschen an, und eine Bindung vertieft sich spürbar.`,
  (c) =>
    `${cap(c.ruler.nom)} wärmt ${S(c).inThis} deine engsten Bande, also nimm dir Zeit für lange Gespräche.`,
  (c) => {
    const g = c.gift();
    return `Zuneigung wächst, wenn du ${g.acc} zeigst, statt ${ihn(g)} zu beschreiben.`;
  },
  () =>
    'Ein Mensch an deiner Seite braucht etwas mehr Aufmerksamkeit als sonst, und sie wird reich erwidert.',
  (c) =>
    `Deine ${c.element.quality} ist es, worauf sich andere in der Liebe stützen; lass sie sehen, woher sie kommt.`,
  (c) => `Die Romantik kommt ${S(c).inThis} langsam, aber sicher voran; nichts muss überstürzt werden.`,
  () =>
    'Jemand aus deiner Vergangenheit kommt dir in den Sinn, und eine freundliche Nachricht schließt ein altes Kapitel gut ab.',
  (c) =>
    `${cap(c.adjective())} mit den Menschen zu sein, die du liebst, kostet wenig und bedeutet jetzt viel.`,
  (c) =>
    `${cap(S(c).nom)} bringt eine Einladung, die sich anzunehmen lohnt, auch wenn sie zunächst klein wirkt.`,
  () => 'Die Liebe will Gegenwart statt Gesten: Komm, hör zu und bleib eine Weile.',
  (c) =>
    `Deine ${c.element.nature.map((a) => decl(a, 'e')).join(' und ')} Art, für andere da zu sein, ist genau das, was ein naher Mensch braucht.`,
  () => 'Ehrliche, sanft gesprochene Worte klären ein Missverständnis, das schon zu lange besteht.',
];

const loveFollowUps: L[] = [
  () => 'Wenn du vergeben bist, plant gemeinsam etwas Neues; wenn du allein bist, sag öfter Ja.',
  (c) => `Meide ${c.shadow().acc}, wenn die Gefühle hochkochen, dann bleibt ${S(c).nom} süß.`,
  () =>
    'Familienbande verlangen nach einem Besuch oder einem langen Anruf, und beide Seiten werden sich freuen.',
  () => 'Lass dich einmal umsorgen; Annehmen gehört auch zum Lieben.',
  () => 'Schreib auf, was du an den Menschen bewunderst, die dir am nächsten sind, und sag es ihnen dann.',
  () => 'In Herzensdingen ist ein gemeinsames Essen mehr wert als jeder große Plan.',
  (c) => `Wenn ihr ${c.shadow().dat} begegnet, lacht gemeinsam darüber und geht weiter.`,
  () =>
    'Freundschaften brauchen so viel Pflege wie die Romantik, also schick die Nachricht, die du schon lange schicken willst.',
  () =>
    'Ob vergeben oder nicht, investiere Zeit in dein eigenes Glück; es ist der Boden, in dem Liebe wächst.',
  () => 'Halte einen Abend frei von Plänen und schau, wer ihn füllt.',
  () => 'Verzeih eine kleine Kränkung schnell und bewahre den größeren Frieden.',
];

const careerOpenings: L[] = [
  (c) =>
    `${cap(c.ruler.nom)} stärkt ${S(c).inThis} dein Berufsleben, also setz dir ein Ziel und verfolge es bis zum Ende.`,
  (c) => {
    const g = c.gift();
    return `${cap(g.nom)} ist genau das, was ein laufendes Projekt braucht; halte ${ihn(g)} nicht zurück.`;
  },
  (c) => `Kolleginnen und Kollegen reagieren ${S(c).inThis} gut auf deine ${adj(c, 'e')} Herangehensweise.`,
  (c) => `Stetige Mühe schlägt ${S(c).inThis} bei der Arbeit jeden Geistesblitz.`,
  () => 'Eine Aufgabe, vor der dir gegraut hat, erweist sich als einfacher, sobald du anfängst.',
  (c) => `Jemand weiter oben bemerkt ${c.gift().acc}, und das zahlt sich später aus.`,
  () =>
    'Geldangelegenheiten belohnen eine sorgfältige Prüfung, besonders alles, was in Eile unterschrieben wurde.',
  (c) => `Fortschritt entsteht ${S(c).inThis} durch Abschließen statt durch Anfangen.`,
  () => 'Eine unerwartete Bitte birgt eine Chance, also sag „vielleicht“, bevor du Nein sagst.',
  (c) => `Deine ${adj(c, 'e')} Ader ist bei der Arbeit ein Gewinn, besonders bei schwieriger Kundschaft.`,
  () => 'Zwei Ideen, deine und eine aus dem Team, passen zusammen besser als jede für sich.',
  (c) => `Stell ${c.gift().acc} hinter einen Vorschlag, an den du glaubst, und andere werden folgen.`,
];

const careerFollowUps: L[] = [
  () =>
    'Halte deine Notizen ordentlich und deine Versprechen bescheiden, dann übertriffst du die Erwartungen.',
  (c) => `Behalte ${c.shadow().acc} im Blick, wenn Fristen drängen, dann bist du früher fertig.`,
  () => 'Bitte früh um die Hilfe, die du brauchst; der richtige Mensch gibt sie dir gern.',
  () => 'Eine halbe Stunde am Tag, in der du etwas Neues lernst, zahlt sich früher aus, als du denkst.',
  () => 'Sag zu einer Verpflichtung Nein, damit du zu einer anderen aus vollem Herzen Ja sagen kannst.',
  () => 'Lies das Kleingedruckte noch einmal; das Detail, das du findest, erspart dir Ärger.',
  (c) => `Schütze ein paar Stunden ${S(c).gen} vor Unterbrechungen wie einen Termin.`,
  () => 'Ein Dankeschön ans Team kostet nichts und bleibt monatelang in Erinnerung.',
  () => 'Lass fertige Arbeit für sich sprechen, statt sie zweimal zu erklären.',
  () => 'Schreib die drei Dinge auf, die am meisten zählen, und lass den Rest warten.',
  (c) =>
    `Wenn dich Geld beschäftigt, beruhigt ein nüchterner Blick auf die Zahlen ${S(c).gen} mehr als jede Sorge.`,
];

const healthOpenings: L[] = [
  (c) =>
    `Nach ${c.pick('element-activity', c.element.activity)} fühlst du dich am besten, also bau das in ${S(c).acc} ein.`,
  (c) =>
    `Achte ein wenig auf ${c.pick('element-focus', c.element.focus)}; kleine Anpassungen summieren sich.`,
  () => 'Energie folgt der Aufmerksamkeit, also merk dir, was dich ermüdet und was dich stärkt.',
  (c) => `Dein ${adj(c, 'er')} Geist braucht Bewegung ebenso wie Ruhe, also halte beides im Gleichgewicht.`,
  () => 'Warme, einfache Mahlzeiten und viel Wasser sind das stille Fundament einer guten Zeit.',
  () => 'Zeit im Freien, jeden Tag ein wenig, bringt Stimmung und Konzentration wieder ins Lot.',
  (c) => `Schlaf ist die beste Investition ${S(c).gen}; geh ein wenig früher ins Bett als sonst.`,
  () =>
    'Eine veränderte Routine, etwa ein neuer Weg für den täglichen Spaziergang, erfrischt dich mehr, als du denkst.',
  () => 'Haltung, Wasser und Tageslicht sind deine drei einfachen Heilmittel.',
  (c) => `Auch ein ${adj(c, 'er')} Mensch braucht echte Ruhe, also plane sie ein.`,
  () => 'Achte darauf, wie du atmest, wenn viel los ist, und verlangsame den Atem ganz bewusst.',
  () => 'Dehnen vor dem Schlafengehen löst die Knoten des Tages und vertieft den Schlaf.',
];

const healthFollowUps: L[] = [
  (c) => `Lass dich nicht ${von(c.shadow().dat)} zermürben, und halte deine Abende ruhig.`,
  () => 'Koch mindestens zweimal etwas Farbenfrohes, und deine Energie wird es dir danken.',
  () => 'Ein Spaziergang mit jemandem, den du magst, tut doppelt so gut wie einer allein.',
  () => 'Schränke abends die Bildschirme ein wenig ein, dann kommt der Schlaf leichter.',
  () => 'Wenn dich körperlich schon länger etwas plagt, mach jetzt einen Termin.',
  () => 'Mach eine kleine Gewohnheit fest, statt fünf anzufangen, die wieder verblassen.',
  () => 'Lachen tut dir so gut wie jede Übung, also such dir gute Gesellschaft.',
  () => 'Trink morgens Wasser vor dem Kaffee und sieh, wie sich die Nachmittage verändern.',
  () => 'Eine ruhige Stunde ohne Ansprüche bewirkt mehr als ein vollgepackter freier Tag.',
  (c) => `Sieh das Ende ${S(c).gen} als Gelegenheit zum Ausruhen, nicht zum Aufholen.`,
  () => 'Hör früh auf die Müdigkeit statt spät; dann ist es leichter, ihr zu antworten.',
];

const framings: PeriodLines<GermanGrammar>['framings'] = [
  (irish, meaning, span) =>
    `Ein altes irisches Sprichwort für ${spans[span].acc}, „${irish}“, sagt: ${meaning}.`,
  (irish, meaning) => `„${irish}“, sagen die Iren: ${meaning}.`,
  (irish, meaning, span) => `Trag diese Worte durch ${spans[span].acc}, „${irish}“: ${meaning}.`,
  (irish, meaning) => `„${irish}“ ist das Sprichwort, das du im Kopf behalten solltest: ${meaning}.`,
  (irish, meaning, span) => `Das Sprichwort „${irish}“ passt zu ${spans[span].thisDat}: ${meaning}.`,
  (irish, meaning) => `Denk an „${irish}“, wie die Alten sagten: ${meaning}.`,
  (irish, meaning) => `Auf Irisch heißt es „${irish}“: ${meaning}.`,
  (irish, meaning, span) => `Lass dich ${spans[span].inThis} von „${irish}“ leiten: ${meaning}.`,
];

const advice: L[] = [
  (c) => `Lass ${c.gift().acc} vorangehen und behalte ${c.shadow().acc} im Auge.`,
  (c) => `Setz dir für ${S(c).acc} eine klare Absicht und kehr zu ihr zurück, wenn es hektisch wird.`,
  (c) => `Sei ${c.adjective()}, sei freundlich und lass den Rest sich von selbst ordnen.`,
  () =>
    'Triff eine Entscheidung mit dem Kopf und eine mit dem Herzen, und achte darauf, welche sich besser anfühlt.',
  (c) => `Schreib am Ende ${S(c).gen} drei Dinge auf, für die du dankbar bist.`,
  () => 'Tu eine Sache langsam und gut und lass sie das Tempo für alles andere vorgeben.',
  () => 'Stell die Frage, vor der du dich gefürchtet hast; die Antwort ist freundlicher, als du fürchtest.',
  () => 'Hinterlass einen Ort ein wenig besser, als du ihn vorgefunden hast, auch wenn es niemand bemerkt.',
  () => 'Verschenk etwas, das du nicht mehr brauchst, an jemanden, der es braucht.',
  () => 'Halte dein Wort, besonders in kleinen Dingen.',
  (c) => `Verbring eine Stunde ${S(c).gen} draußen, ohne irgendetwas zu tun.`,
  () => 'Sei großzügig mit deiner Zeit und vorsichtig mit deinen Versprechen.',
];

// The sky, in German: dates as "Dienstag, 24. November", lists joined as the language joins them.

const weekday = new Intl.DateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('de', { month: 'long', timeZone: 'UTC' });
const list = new Intl.ListFormat('de', { type: 'conjunction' });
const at = atNoonUtc;
/** "Dienstag, 24. November". */
const longDate = (iso: string) => `${weekday.format(at(iso))}, ${dayMonth.format(at(iso))}`;

const phaseNames: Record<string, string> = {
  'New Moon': 'Neumond',
  'First Quarter': 'zunehmender Halbmond',
  'Full Moon': 'Vollmond',
  'Last Quarter': 'abnehmender Halbmond',
};
/** The in-between phases as a predicate: "Er bleibt … eine abnehmende Sichel". */
const phaseStates: Record<string, string> = {
  'Waxing Crescent': 'eine zunehmende Sichel',
  'Waxing Gibbous': 'ein zunehmender Dreiviertelmond',
  'Waning Gibbous': 'ein abnehmender Dreiviertelmond',
  'Waning Crescent': 'eine abnehmende Sichel',
};

const phaseFramings = [
  (items: string, span: PeriodKind) => `Der Mond ${spans[span].inThis}: ${items}.`,
  (items: string, span: PeriodKind) => `Die Wendepunkte des Mondes ${spans[span].inThis}: ${items}.`,
  (items: string) => `Ein Blick zum Himmel: ${items}.`,
];

function sky(period: Period, facts: Sky, framing: number): string {
  if (period.kind === 'year') {
    const { fulls, news, first, last, doubled } = yearMoons(facts);
    const sentences = [
      first && last
        ? `${period.id} ist der Mond ${fulls.length}-mal voll, vom ${dayMonth.format(at(first.date))} bis zum ${dayMonth.format(at(last.date))}, und ${news.length}-mal neu.`
        : `${period.id} ist der Mond ${news.length}-mal neu.`,
    ];
    for (const dates of doubled) {
      if (!dates[0]) continue;
      sentences.push(
        `Im ${monthName.format(at(dates[0]))} gibt es zwei Vollmonde: ${list.format(dates.map((d) => `am ${dayMonth.format(at(d))}`))}.`,
      );
    }
    const days = facts.festivals.map((f) => `${f.name} auf einen ${weekday.format(at(f.date))}`);
    sentences.push(`Die Feuerfeste, die die Jahresviertel eröffnen, fallen so: ${list.format(days)}.`);
    return sentences.join(' ');
  }
  const span = spans[period.kind];
  const sentences: string[] = [];
  if (facts.moonPhases.length === 0) {
    const state = phaseStates[getMoonPhase(period.start).name] ?? 'unverändert';
    sentences.push(
      `${cap(span.inThis)} fällt keine Hauptphase des Mondes: Er bleibt von ${weekday.format(at(period.start))} bis ${weekday.format(at(period.end))} ${state}.`,
    );
  } else {
    const items = list.format(
      facts.moonPhases.map((p) => `${phaseNames[p.phase] ?? p.phase} am ${longDate(p.date)}`),
    );
    const frame = phaseFramings[framing % phaseFramings.length];
    sentences.push(frame ? frame(items, period.kind) : `${cap(items)}.`);
  }
  for (const [i, festival] of facts.festivals.entries()) {
    const quarter = quarters[facts.quarterChanges[i]?.quarter ?? '']?.nom;
    sentences.push(
      `${festival.name} ist am ${longDate(festival.date)}${quarter ? `, und eröffnet ${quarter}` : ''}.`,
    );
  }
  const [firstMonth, ...later] = facts.treeMonths;
  const named = (m: { tree: string; name: string }) => `Baummonat ${tree(m.tree)[0]} (${m.name})`;
  if (firstMonth && period.kind === 'week') {
    for (const m of later) sentences.push(`Am ${longDate(m.start)}, beginnt der ${named(m)}.`);
  } else if (firstMonth) {
    sentences.push(
      later.length === 0
        ? `Der ganze Monat liegt im ${named(firstMonth)}.`
        : `Der Monat beginnt im ${named(firstMonth)} und geht ${list.format(later.map((m) => `ab ${longDate(m.start)}, in den ${named(m)}`))} über.`,
    );
  }
  return sentences.join(' ');
}

export const period: PeriodLines<GermanGrammar> = {
  sign,
  theme,
  love: [loveOpenings, loveFollowUps],
  career: [careerOpenings, careerFollowUps],
  health: [healthOpenings, healthFollowUps],
  framings,
  advice,
  sky,
};
