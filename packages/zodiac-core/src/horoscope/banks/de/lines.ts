import type { Ctx, DailyLines, Line, SeasonLine } from '../../localized';
import { an, cap, decl, er, type GermanGrammar, ihn, im, tage, tagen, von } from './grammar';

type C = Ctx<GermanGrammar>;
type L = Line<GermanGrammar>;

const image = (c: C) => c.pick('element-image', c.element.images);
const influence = (c: C) => c.pick('ruler-influence', c.ruler.influences);
/** The day's adjective with an ending: adj(c, 'e') is "geduldige". */
const adj = (c: C, ending: string) => decl(c.adjective(), ending);
/** The element's two adjectives before a noun: "bodenständige und praktische". */
const nature = (c: C, ending: string) =>
  `${decl(c.element.nature[0], ending)} und ${decl(c.element.nature[1], ending)}`;

const moon: Record<string, L[]> = {
  'New Moon': [
    () =>
      'Unter einem dunklen Neumond haben Vorsätze, die du jetzt säst, einen ganzen Monat Zeit zu wachsen, also benenne deinen klar und deutlich.',
    (c) =>
      `Der Neumond eröffnet einen neuen Zyklus, und deine ${adj(c, 'e')} Seite weiß genau, welchen Samen sie zuerst pflanzen will.`,
    () =>
      'Der Himmel bleibt heute Nacht mondlos, das alte Zeichen für Anfänge, also schreib eine Sache auf, die dir dieser Zyklus bringen soll.',
    () => 'Der Mond ist neu und verborgen, und das begünstigt stilles Planen mehr als laute Ankündigungen.',
    (c) =>
      `Während der Neumond den Himmel erneuert, stell dir ${image(c)} vor: Mit dieser Energie fängst du an.`,
    () =>
      'Heute geht ein Neumond unsichtbar mit der Sonne auf, ein guter Moment, um Platz für Kommendes zu schaffen.',
    (c) =>
      `Der Neumond ist die leere Seite des Monats, und es steht dir gut, ${c.adjective()} mit dem umzugehen, was du darauf schreibst.`,
    () =>
      'Vom Mond ist heute Nacht nichts zu sehen, und doch wirkt der Neumond, genau wie deine Pläne, bevor jemand sie sieht.',
  ],
  'Waxing Crescent': [
    () =>
      'Die junge Mondsichel wächst, und mit ihr der Schwung hinter einem Plan, den du vor Kurzem begonnen hast.',
    () => 'Eine schmale zunehmende Sichel begünstigt kleine, mutige erste Schritte statt großer Gesten.',
    () =>
      'Während die Sichel nach Sonnenuntergang am Westhimmel Licht sammelt, bekommen frühe Bemühungen willkommenen Rückenwind.',
    () =>
      'Die zunehmende Sichel ist die Zeit, Setzlinge zu pflegen, und etwas, das du lange gehegt hast, zeigt bald sein erstes Grün.',
    () =>
      'Mit einem Streifen jungen Mondes am Abendhimmel fällt dir Hoffnung leichter als noch vor einer Woche.',
    (c) =>
      `Jeden Abend steht die Sichel ein wenig höher und heller, und der ${adj(c, 'e')} Teil von dir gewinnt auf dieselbe Weise an Boden.`,
    (c) =>
      `Die zunehmende Sichel füllt sich jede Nacht ein wenig mehr; denk an ${image(c)} und füge deinem Plan eine kleine Sache hinzu.`,
    () =>
      'Unter der zunehmenden Sichel zählt ein erster Versuch mehr als ein perfekter, also beginne, auch wenn du dich noch nicht so weit fühlst.',
  ],
  'First Quarter': [
    () =>
      'Der zunehmende Halbmond markiert einen Moment der Entscheidung, also wähle den Weg, der dir am meisten entspricht.',
    () => 'Halb hell und halb dunkel bittet dich der heutige Halbmond, zu handeln statt zu warten.',
    () =>
      'Ein zunehmender Halbmond bringt ein wenig Reibung, die gute Sorte, die deine Entschlusskraft schärft.',
    () =>
      'Im ersten Viertel ist der Mond auf halbem Weg zum Vollmond, und ein Herzensprojekt von dir sehr wahrscheinlich auch.',
    (c) =>
      `Der zunehmende Halbmond steht bei Sonnenuntergang hoch, ein klares Signal, ${c.adjective()} zu sein und dich auf einen Kurs festzulegen.`,
    (c) =>
      `Der heutige Halbmond ist eine Weggabelung: Denk an ${image(c)} und nimm den Weg mit mehr Leben darin.`,
    () =>
      'Mit dem Mond im ersten Viertel zeigen sich Hindernisse früh, genau dann, wenn sie am leichtesten aus dem Weg zu räumen sind.',
    () =>
      'Der Mond erreicht sein erstes Viertel, und ein halb fertiger Plan verlangt dein Ja oder einen ehrlichen Abschied.',
  ],
  'Waxing Gibbous': [
    () =>
      'Der Mond wächst dem Vollmond entgegen, und die Details, die du jetzt verfeinerst, werden glänzen, wenn er da ist.',
    () => 'Unter einem zunehmenden Mond zählen Geduld und Feinschliff mehr als Tempo.',
    (c) =>
      `Während der Mond jede Nacht voller wird, bau weiter; dein ${adj(c, 'er')} Instinkt weiß, dass die Arbeit fast reif ist.`,
    () => 'Ein heller, fast voller Mond beleuchtet stetigen Fortschritt bei etwas, das schon läuft.',
    () => 'Mit dem Mond kurz vor voll steigt die Vorfreude, also lenk sie in sorgfältige Vorbereitung.',
    () =>
      'Der fast volle Mond geht jetzt am Nachmittag auf und scheint bis tief in die Nacht, das schenkt dir zusätzliche Stunden Klarheit.',
    (c) =>
      `Der zunehmende Mond ist jetzt mehr Licht als Schatten; stell dir ${image(c)} vor und vertrau auf das, was du bisher gebaut hast.`,
    () =>
      'Dies sind die letzten Tage vor dem Vollmond, gut zum Prüfen, Nachjustieren und um eine weitere Meinung zu bitten.',
  ],
  'Full Moon': [
    () => 'Der Vollmond beleuchtet heute alles, auch Gefühle, die im Schatten geblieben sind.',
    () =>
      'Unter dem Vollmond tragen die Mühen der letzten zwei Wochen Früchte, also nimm dir Zeit zu sehen, was du erreicht hast.',
    () =>
      'Heute Abend geht mit Sonnenuntergang ein Vollmond auf und verstärkt alles, was du fühlst, also gib deinem Herzen Raum.',
    () =>
      'Der Vollmond ist eine Zeit der Ernte und der Ehrlichkeit, und eine Wahrheit, die du schon länger ahnst, wird endlich deutlich.',
    () => 'Der Vollmond heute Nacht holt Gefühle an die Oberfläche, also sprich sanft und hör gut zu.',
    (c) =>
      `Der Mond ist voll und zieht die ganze Nacht über den Himmel, und auch dein ${adj(c, 'es')} Wesen zeigt sich ganz.`,
    (c) =>
      `Bei rundem, hellem Vollmond denk an ${image(c)} und sieh, wie viel in diesem Monat gewachsen ist.`,
    () =>
      'Der Vollmond ist die Springflut des Monats: Feiere eine Sache, die gelungen ist, bevor du nach der nächsten greifst.',
  ],
  'Waning Gibbous': [
    () => 'Der Mond hat begonnen abzunehmen, und jetzt ist die Zeit, zu teilen, was du gelernt hast.',
    () => 'Unter einem abnehmenden Mond fallen dir Dankbarkeit und Großzügigkeit leicht.',
    () =>
      'Während das Licht des Mondes zu schwinden beginnt, trenne, was du behalten willst, von dem, was gehen darf, Schublade für Schublade.',
    () =>
      'Ein abnehmender Mond begünstigt das Nachdenken, also blick mit freundlichen Augen auf die letzten zwei Wochen zurück.',
    () =>
      'Der Mond ist über den Vollmond hinaus und verblasst sanft, ein guter Moment, Erfahrung weiterzugeben oder einem Freund zu helfen.',
    (c) =>
      `Der abnehmende Mond geht jetzt spät am Abend auf, und die stillen Stunden davor passen zu deiner ${adj(c, 'en')} Seite.`,
    (c) =>
      `Mit dem Mond, der nach dem Vollmond schmaler wird, denk an ${image(c)} und verschenk etwas von deiner Fülle.`,
    () =>
      'Der abnehmende Mond ist der Mond der Lehrenden: Erklär, was du weißt, und du verstehst es selbst besser.',
  ],
  'Last Quarter': [
    () => 'Der abnehmende Halbmond bittet dich, etwas loszulassen, das nicht mehr passt.',
    () => 'Halb hell und abnehmend ist der heutige Halbmond ideal zum Abschließen und Aufräumen.',
    () =>
      'Im letzten Viertel lenkt der Mond deine Aufmerksamkeit auf lose Enden, und eines zu verknüpfen wird sich wunderbar anfühlen.',
    () =>
      'Der Mond erreicht heute sein letztes Viertel, was einen sauberen Bruch mit einer alten Gewohnheit unterstützt.',
    () => 'Ein abnehmender Halbmond bringt einen Wendepunkt: Vergib, lass los und schaff Platz.',
    () =>
      'Der abnehmende Halbmond geht gegen Mitternacht auf und bleibt bis in den Morgen, also erledige das Nachdenken früh.',
    (c) =>
      `Der heutige Halbmond begünstigt die ${adj(c, 'e')} Wahl statt der bequemen, wenn du entscheidest, was bleiben darf.`,
    (c) =>
      `Mit dem Mond im letzten Viertel stell dir ${image(c)} vor und lass das Durcheinander des Monats von dir abfallen.`,
  ],
  'Waning Crescent': [
    () => 'Die schmale abnehmende Sichel ist die Ruhezeit des Mondes, und ein wenig Ruhe tut auch dir gut.',
    () =>
      'Mit dem alten Mond fast verschwunden ist heute ein Tag für stilles Nachdenken, bevor der nächste Zyklus beginnt.',
    () =>
      'Während der letzte Streifen Mond vor der Dämmerung verblasst, lass eine offene Sorge mit ihm verblassen.',
    () => 'Eine abnehmende Sichel begünstigt Abschlüsse, also beende ein Kapitel mit Anmut.',
    () => 'Der Mond schwindet ins Dunkel, der perfekte Hintergrund für Träume, Intuition und frühe Nächte.',
    (c) =>
      `Wer früh aufsteht, sieht die alte Sichel vor Sonnenaufgang im Osten, und auch deine ${adj(c, 'e')} Seite ist in stillen Stunden am stärksten.`,
    (c) =>
      `Die abnehmende Sichel verlangt weniger Tun und mehr Hinhören; denk an ${image(c)} und lass dich davon beruhigen.`,
    () =>
      'Räum in den letzten schmalen Tagen des Mondes weg, was dieser Zyklus zurücklässt, damit der nächste sauber beginnt.',
  ],
};

const sign: L[] = [
  (c) =>
    `Deine ${adj(c, 'e')} Art ist heute dein bester Wegweiser, und ${c.gift().nom} fällt den richtigen Menschen auf.`,
  (c) => c.pick('sign-image', c.me.images),
  (c) =>
    `${cap(c.ruler.nom)}, ${c.ruler.role}, ${influence(c)}, und eine Lage, die andere verwirrt, ergibt für dich Sinn.`,
  (c) => `Die Menschen um dich verlassen sich heute auf ${c.gift().acc}, und du wirst sie nicht enttäuschen.`,
  (c) => {
    const gift = c.gift();
    return `Vertrau ${gift.dat}; ${er(gift)} hat dich selten im Stich gelassen und trägt dich durch alles, was der Nachmittag bringt.`;
  },
  (c) => `${cap(c.ruler.nom)} ${influence(c)}, also gib ${c.gift().dat} heute Vormittag eine echte Aufgabe.`,
  (c) => `Deine ${nature(c, 'e')} Seite ist heute stark, also setz sie für etwas ein, das dir wichtig ist.`,
  (c) =>
    `Heute ist ein Tag, um ganz offen ${c.adjective()} zu sein: Die Menschen, die es wert sind, mögen dich dafür umso mehr.`,
  (c) => {
    const gift = c.gift();
    return `Mit ${c.ruler.dat} im Rücken reicht ${gift.nom} weiter als sonst, also richte ${ihn(gift)} auf das, was dir am meisten bedeutet.`;
  },
  (c) => `Jemand bemerkt ${c.gift().acc} und sagt es laut; nimm das Kompliment an, ohne es wegzuwinken.`,
  (c) => `${cap(c.ruler.nom)} ${influence(c)}, und das passt bestens zu deinem ${adj(c, 'en')} Temperament.`,
  (c) =>
    `${cap(c.adjective())} zu sein fällt dir leicht, und heute öffnet es dir eine Tür, die du für verschlossen hieltest.`,
  (c) =>
    `Als ${c.element.sign} bist du im Herzen ${c.element.nature[0]} und ${c.element.nature[1]}, und der heutige Tag belohnt genau das.`,
  (c) =>
    `Stütz dich am Vormittag auf ${c.gift().acc} und am Abend auf die Menschen, die dir nahestehen; beides sind Stärken.`,
  (c) =>
    `${cap(c.me.indef)} in Ruhe ist ${c.me.indef} in voller Kraft, also ruh dich ein wenig aus und lass ${c.gift().acc} wirken.`,
  (c) =>
    `${cap(c.gift().nom)} und deine ${adj(c, 'e')} Ader sind heute ein gutes Team, und jemand, der dir nahesteht, ist über beides froh.`,
];

type Quarter = Extract<C['season'], { kind: 'season' }>;
const qImage = ({ quarter }: Quarter, c: C) => c.pick('quarter-image', quarter.imagery);
const qTheme = ({ quarter }: Quarter, c: C) => c.pick('quarter-theme', quarter.themes);
const qInvite = ({ quarter }: Quarter, c: C) => cap(c.pick('quarter-invitation', quarter.invitations));

const season: SeasonLine<GermanGrammar, 'season'>[] = [
  (s, c) => `Dies ist ${s.quarter.nom}, eine Zeit für ${qImage(s, c)}, und es begünstigt ${qTheme(s, c)}.`,
  (s, c) => `Ringsum ${qImage(s, c)}, und ${s.quarter.season} lädt dich ein: ${qInvite(s, c)}.`,
  (s, c) =>
    `Der alte keltische Kalender verortet dich ${im(s.quarter.dat)}, und die Weisen hielten es damals so: ${qInvite(s, c)}.`,
  (s, c) =>
    `${cap(s.quarter.season)} spricht durch ${qImage(s, c)} zu dir, also nimm den Wink an: ${qInvite(s, c)}.`,
  (s, c) => `Mitten ${im(s.quarter.dat)} findest du in ${qTheme(s, c)} mehr Freude als in jeder Eile.`,
  (s, c) => `Achte heute auf ${qImage(s, c)}, denn die Jahreszeit selbst sagt dir: ${qInvite(s, c)}.`,
  (s, c) => `${cap(s.quarter.nom)} steht im Zeichen von ${qTheme(s, c)}, also nur zu: ${qInvite(s, c)}.`,
  (s, c) => `Das Tempo der Natur ${s.quarter.inSeason} gibt dir heute den Takt vor: ${qInvite(s, c)}.`,
  (s, c) =>
    `Unsere Vorfahren begegneten dieser Zeit des Jahres mit ${qTheme(s, c)}, und diese alte Weisheit passt noch immer zu einer so ${adj(c, 'en')} Seele wie deiner.`,
  (s, c) =>
    `Die Jahreszeit bringt ${qImage(s, c)}, und dein eigenes ${adj(c, 'es')} Herz verleiht dem Tag einen leisen Zauber.`,
  (s, c) =>
    `Das Rad des Jahres hat ${qImage(s, c)} gebracht, die perfekte Kulisse für einen Vorsatz: ${qInvite(s, c)}.`,
  (s, c) => `${cap(s.quarter.inSeason)} und unter ${c.phase.dat} lohnt es sich: ${qInvite(s, c)}.`,
  (s, c) =>
    `${cap(s.quarter.season)} und ${c.phase.nom} begünstigen gemeinsam ${qTheme(s, c)}, also widme dem ein wenig von deinem Tag.`,
  (s, c) => {
    const gift = c.gift();
    return `${cap(s.quarter.season)} passt zu ${gift.dat}, also nutze ${ihn(gift)}: ${qInvite(s, c)}.`;
  },
  (s, c) =>
    `Das Licht verändert sich ${im(s.quarter.dat)} jeden Tag ein wenig, und heute bittet es dich: ${qInvite(s, c)}.`,
  (s, c) =>
    `${cap(im(s.quarter.dat))} weiß ein so ${adj(c, 'es')} Herz wie deins, was zu tun ist: ${qInvite(s, c)}.`,
];

type Festival = { festival: Extract<C['season'], { kind: 'soon' }>['festival'] };
const fTheme = ({ festival }: Festival, c: C) => c.pick('festival-theme', festival.themes);
const fImage = ({ festival }: Festival, c: C) => c.pick('festival-image', festival.imagery);
const fInvite = ({ festival }: Festival, c: C) => c.pick('festival-invitation', festival.invitations);
const fLore = ({ festival }: Festival, c: C) => c.pick('festival-lore', festival.lore);

const away = (n: number) => (n === 1 ? 'nur noch einen Tag entfernt' : `noch ${tage(n)} entfernt`);
const when = (n: number) => (n === 1 ? 'morgen' : `in ${tagen(n)}`);

const soon: SeasonLine<GermanGrammar, 'soon'>[] = [
  (s, c) =>
    `${s.festival.name} ist ${away(s.days)}, und sein Thema, ${fTheme(s, c)}, regt sich schon in deinem Leben.`,
  (s, c) =>
    `Jetzt, da ${s.festival.name} näher rückt, denk an ${fImage(s, c)} und daran, wofür diese Zeit des Jahres da ist.`,
  (s) =>
    `Der Countdown bis ${s.festival.name} läuft: ${s.days === 1 ? 'Noch ein Tag' : `Noch ${tage(s.days)}`}, und du spürst, wie sich das Jahr dreht.`,
  (s, c) =>
    `${s.festival.name}, das alte Fest für ${fTheme(s, c)}, ist ${when(s.days)}, also fang an, deine Vorsätze zu sammeln.`,
  (s, c) =>
    `Die Feuer von ${s.festival.name} werden ${when(s.days)} entzündet, und die Vorfreude weckt das ${cap(adj(c, 'e'))} in dir.`,
  (s) =>
    `Mit ${s.festival.name} ${away(s.days)} hätten die Ahnen längst mit den Vorbereitungen begonnen, und ein wenig Vorsorge lohnt sich auch für dich.`,
  (s, c) =>
    `${s.festival.name} ist nah, die Zeit, in der ${fLore(s, c)}, und es lädt dich ein: ${cap(fInvite(s, c))}.`,
  (s, c) =>
    `Während sich das Rad auf ${s.festival.name} zudreht, zieht sich ein Faden von ${fTheme(s, c)} durch deinen Tag.`,
  (s, c) =>
    `${s.days === 1 ? 'Nur noch ein Tag' : `Nur noch ${tage(s.days)}`} bis ${s.festival.name}, dem Fest, an dem ${fLore(s, c)}.`,
  (s, c) =>
    `${s.festival.name} rückt unter ${c.phase.dat} näher, und jetzt ist der Moment: ${cap(fInvite(s, c))}.`,
  (s, c) => `${s.festival.name} ist ${when(s.days)}; setz ${c.gift().acc} ein und ${fInvite(s, c)}.`,
];

const recent: SeasonLine<GermanGrammar, 'recent'>[] = [
  (s, c) =>
    `${s.festival.name} war ${s.days === 1 ? 'erst gestern' : `vor ${tagen(s.days)}`}, und sein Geist von ${fTheme(s, c)} liegt noch in der Luft.`,
  (s, c) =>
    `Der Glanz von ${s.festival.name} ist noch nicht verblasst, und die Erinnerung an ${fImage(s, c)} färbt noch deine Stimmung.`,
  (s, c) => `Trag ${s.festival.name} diese Woche noch ein Stück weiter: ${cap(fInvite(s, c))}.`,
  (s, c) => `Jetzt, da ${s.festival.name} vorbei ist, ist der perfekte Augenblick: ${cap(fInvite(s, c))}.`,
  (s) =>
    `Die Feuer von ${s.festival.name} sind heruntergebrannt, aber die Wärme, die sie hinterlassen haben, darfst du behalten.`,
  (s, c) =>
    `${s.festival.name} ist gerade vorbei, und ${c.phase.nom} findet deine ${adj(c, 'e')} Seite bereit für die Jahreszeit, die es eröffnet hat.`,
];

const loveOpenings: L[] = [
  (c) =>
    `Dein ${adj(c, 'es')} Herz ist heute leicht zu lesen, und ein Mensch, der dir nahesteht, schätzt diese Offenheit.`,
  (c) =>
    `${cap(c.ruler.nom)} wärmt deine engsten Beziehungen, und das macht heute zu einem guten Tag für ein Gespräch von Herzen.`,
  (c) => `Zuneigung fließt am freiesten, wenn du ${c.gift().acc} zeigst, statt darüber zu reden.`,
  () =>
    'Eine kleine Freundlichkeit von jemandem, der dir wichtig ist, bedeutet dir mehr als eine große Geste.',
  (c) => `Unter ${c.phase.dat} sind Gefühle ${c.phase.mood}, also lass der Romantik ihr eigenes Tempo.`,
  (c) =>
    `${cap(c.adjective())} zu sein macht dich heute anziehend, und die Menschen, auf die es ankommt, merken es.`,
  (c) => c.pick('element-love', c.element.love),
  () =>
    'Jemand wartet schon länger auf ein Zeichen deines Interesses, und jetzt ist der Moment, es zu geben.',
  (c) =>
    `${cap(c.gift().nom)} ist heute das Anziehendste an dir, mehr als alles, was du tragen oder sagen könntest.`,
  () => 'Die Liebe will heute Aufmerksamkeit statt Perfektion, also leg das Handy weg und sei ganz da.',
  () =>
    'Eine gemeinsame Erinnerung taucht wieder auf und zeigt dir, warum eine bestimmte Verbindung so viel bedeutet.',
  (c) =>
    `Die Menschen, die dich lieben, sehen ${c.gift().acc} klarer als du, also lass es dir von ihnen sagen.`,
  () =>
    'Romantik liebt heute das Gemächliche: einen langen Spaziergang, ein langsames Essen, ein Gespräch ohne Uhr.',
  () =>
    'Eine Freundschaft könnte sich zu etwas Wärmerem vertiefen oder einfach zu einer besseren Freundschaft werden; beides ist ein Geschenk.',
  () =>
    'Wenn ein Gespräch schon länger ansteht, läuft es heute besser, als du befürchtest, vor allem, wenn du mit Wärme beginnst.',
  (c) =>
    `Deine ${nature(c, 'e')} Art zu lieben ist für jemanden genau richtig, also dreh sie nicht herunter.`,
];

const loveFollowUps: L[] = [
  () =>
    'Wenn du vergeben bist, plant einen Abend ohne Bildschirme und ohne Programm; wenn du allein bist, nimm eine Einladung an, die du sonst ablehnen würdest.',
  () =>
    'Paare merken, dass Lachen die Luft schneller klärt als jedes ernste Gespräch, und wer allein ist, lernt vielleicht über Freunde jemanden kennen.',
  () => 'Lass dich zur Abwechslung umsorgen, denn Annehmen gehört auch zum Lieben.',
  () =>
    'Eine alte Freundschaft oder eine frühere Liebe meldet sich vielleicht, und du weißt schnell, ob diese Tür sich öffnen oder höflich geschlossen bleiben soll.',
  () =>
    'Sag den Menschen, die du liebst, was du an ihnen bewunderst, in schlichten Worten und ohne auf einen besonderen Anlass zu warten.',
  (c) => `Meide ${c.shadow().acc} in vertrauten Gesprächen, dann bleibt der Tag süß.`,
  () =>
    'Wenn du auf der Suche nach Liebe bist, folge deinen Interessen, denn der richtige Mensch teilt mehr mit dir als einen Funken.',
  () =>
    'Kleine Rituale wie ein gemeinsames Essen, ein Abendspaziergang oder eine Nachricht zur Mittagszeit halten eure Bindungen stark.',
  () => 'Ein Missverständnis klärt sich leicht, wenn du eine ehrliche Frage stellst, statt zu raten.',
  (c) => `Wenn du müde oder unsicher bist, achte auf ${c.shadow().acc} und sag lieber, was du brauchst.`,
  () => 'Schreib eine Nachricht, so kurz sie auch sein mag, an jemanden, der keine erwartet.',
  () =>
    'Ob vergeben oder nicht, verwende ein wenig Zeit auf dein eigenes Glück; es ist der Boden, in dem Liebe wächst.',
  () => 'Verzeih eine kleine Kränkung vor dem Schlafengehen und schlaf mit leichterem Herzen.',
  () => 'Familienbande verlangen heute nach einem Anruf, und er wird wärmer, als du erwartest.',
  () => 'Halte ein Versprechen, so klein es auch sein mag, und das Vertrauen wächst ein Stück.',
  (c) =>
    `Wenn du ein Aufblitzen ${von(c.shadow().dat)} bemerkst, benenne es freundlich und lacht gemeinsam darüber.`,
];

const careerOpenings: L[] = [
  (c) =>
    `${cap(c.ruler.nom)} steht dir heute bei der Arbeit zur Seite, also ${c.pick('ruler-work', c.ruler.work)}.`,
  (c) => {
    const gift = c.gift();
    return `${cap(gift.nom)} ist genau das, was ein laufendes Projekt braucht, also halte ${ihn(gift)} nicht zurück.`;
  },
  (c) => `Kolleginnen und Kollegen reagieren heute gut auf deine ${adj(c, 'e')} Herangehensweise.`,
  (c) => c.pick('element-work', c.element.work),
  () => 'Eine Aufgabe, vor der du dich gedrückt hast, erweist sich als einfacher, als du befürchtet hast.',
  (c) => `Während ${c.phase.nom} am Himmel steht, gilt: ${cap(c.phase.work)}.`,
  (c) =>
    `Jemand weiter oben achtet mehr auf dich, als dir bewusst ist, und ${c.gift().nom} hinterlässt einen guten Eindruck.`,
  () => 'Ein Meeting, das nach Routine aussieht, enthält ein nützliches Detail, also hör genau hin.',
  () =>
    'Geldangelegenheiten lohnen heute einen zweiten Blick, besonders eine Rechnung oder ein Vertrag, den du eilig unterschrieben hast.',
  (c) =>
    `Deine ${adj(c, 'e')} Ader ist heute bei der Arbeit ein Gewinn, also zeig sie, wenn du mit einer heiklen Bitte umgehst.`,
  () =>
    'Die Idee einer Kollegin oder eines Kollegen entzündet eine eigene, und zusammen sind sie besser als jede für sich.',
  () =>
    'Fortschritt entsteht heute durch Beenden statt durch Beginnen, also nimm dir die Arbeit vor, die am nächsten am Ziel ist.',
  () =>
    'Dein Ruf beruht auf kleinen, gut erledigten Dingen, und heute hast du mehrere Gelegenheiten, das zu beweisen.',
  () => 'Eine unerwartete Anfrage entpuppt sich als Chance, also sag „vielleicht“, bevor du Nein sagst.',
  () => 'Die Arbeit fließt heute am besten in kurzen, konzentrierten Etappen mit echten Pausen dazwischen.',
  (c) => `Stell ${c.gift().acc} hinter einen Vorschlag, an den du glaubst, und andere folgen deiner Führung.`,
];

const careerFollowUps: L[] = [
  () =>
    'Halte deine Notizen ordentlich und deine Versprechen bescheiden, dann übertriffst du die Erwartungen.',
  () =>
    'Wenn dich Geld beschäftigt, beruhigt dich ein genauer Blick auf die Zahlen mehr, als es Sorgen je könnten.',
  () =>
    'Ein Gespräch über etwas Kleines, bei einer Tasse Tee oder einem kurzen Spaziergang, kann eine nützliche Tür öffnen.',
  (c) => `Behalte ${c.shadow().acc} im Blick, wenn Fristen drängen, dann bist du früher fertig.`,
  () => 'Bitte um die Hilfe, die du brauchst; der richtige Mensch gibt sie dir gern.',
  () => 'Etwas Neues zu lernen, und sei es nur eine halbe Stunde lang, zahlt sich früher aus, als du denkst.',
  () => 'Sag zu einer Sache Nein, damit du zu einer anderen aus vollem Herzen Ja sagen kannst.',
  () => 'Dein Ruf der Fairness wächst, wenn du ehrliches, freundliches Feedback gibst.',
  () =>
    'Vertrau deinem eigenen Urteil beim Timing: Ein kurzes Warten jetzt erspart später eine lange Verzögerung.',
  () => 'Räum deinen Schreibtisch auf, bevor du gehst, dann beginnt der morgige Tag mit Schwung.',
  () => 'Schreib die drei Dinge auf, die am meisten zählen, und lass den Rest warten.',
  (c) =>
    `Wenn du den Sog ${von(c.shadow().dat)} spürst, geh fünf Minuten spazieren, bevor du irgendwem antwortest.`,
  () =>
    'Ein Dankeschön an eine Kollegin oder einen Kollegen kostet nichts und bleibt monatelang in Erinnerung.',
  () => 'Lies das Kleingedruckte noch einmal; das Detail, das du findest, erspart dir Kopfschmerzen.',
  () => 'Lass eine fertige Arbeit für sich sprechen, statt sie zweimal zu erklären.',
  () => 'Halte dir eine Stunde frei von Unterbrechungen und schütze sie wie einen Termin.',
];

const healthOpenings: L[] = [
  (c) =>
    `Als ${c.element.sign} fühlst du dich nach ${c.pick('element-activity', c.element.activity)} am besten, also nimm dir Zeit dafür.`,
  (c) =>
    `Achte heute ein wenig auf ${c.pick('element-focus', c.element.focus)}, denn kleine Anpassungen bewirken viel.`,
  (c) => `${cap(c.phase.nom)} gibt heute deinen Rhythmus vor: ${cap(c.phase.health)}.`,
  () => 'Energie folgt heute der Aufmerksamkeit, also merk dir, was dich ermüdet und was dich stärkt.',
  () => 'Iss etwas Warmes und Einfaches und trink mehr Wasser, als du zu brauchen glaubst.',
  () =>
    'Zeit im Freien, und seien es nur zehn Minuten, bringt deine Stimmung und deine Konzentration wieder ins Lot.',
  (c) => `Dein ${adj(c, 'er')} Geist braucht Bewegung ebenso wie Ruhe, also halte beides im Gleichgewicht.`,
  () =>
    'Ein Tapetenwechsel, etwa ein anderer Weg zum Einkaufen, erfrischt dich mehr, als du vermuten würdest.',
  () => 'Dein Körper wünscht sich schon länger einen langsameren Morgen; gönn ihm einen, wenn du kannst.',
  () => 'Haltung, Wasser und Tageslicht sind heute deine drei einfachen Heilmittel.',
  () => 'Koch etwas Farbenfrohes, und deine Energie dankt es dir am Nachmittag.',
  () => 'Ein wenig Dehnen vor dem Zubettgehen löst die Knoten des Tages und vertieft deinen Schlaf.',
  (c) =>
    `Ruhe ist eine Fertigkeit, die auch ein ${adj(c, 'er')} Mensch üben muss, also gönn ihr heute eine Stunde.`,
  () => 'Achte darauf, wie du atmest, wenn viel los ist, und verlangsame den Atem ganz bewusst.',
  () => 'Frische Luft und ein Glas Wasser helfen gegen die heutige Müdigkeit mehr als Kaffee.',
  () => 'Beweg dich auf eine Weise, die sich wie Spiel anfühlt statt wie Pflicht, dann bleibst du dabei.',
];

const healthFollowUps: L[] = [
  () => 'Lockere die Schultern und entspanne den Kiefer, wann immer du daran denkst.',
  () => 'Eine kurze Pause zwischen zwei Aufgaben schont deine Energie für den Abend.',
  (c) => `Hüte dich vor ${c.shadow().dat}, denn Stress zeigt sich im Körper, bevor der Kopf ihn zugibt.`,
  () => 'Schlaf ist heute Nacht deine beste Medizin, also dimm früh das Licht.',
  () => 'Tageslicht am Morgen hilft dir, in der Nacht besser zu schlafen.',
  () =>
    'Teile eine Mahlzeit mit jemandem, den du magst, denn gute Gesellschaft tut dem Herzen in jeder Hinsicht gut.',
  () => 'Wenn etwas schmerzt, hör darauf, statt dich durchzubeißen.',
  () => 'Ein paar langsame Atemzüge, bevor du auf eine schwierige Nachricht antwortest, halten dich ruhig.',
  () => 'Eine Tasse Kamillen- oder Pfefferminztee am Abend hilft dir beim Abschalten.',
  () => 'Leg dein Handy eine Stunde vor dem Schlafen in ein anderes Zimmer.',
  () => 'Ein warmes Bad mit einer Handvoll Salz lockert müde Muskeln.',
  () => 'Lachen ist auch gute Bewegung, also such dir den Menschen, der dich zum Lachen bringt.',
  () => 'Halte eine Flasche Wasser griffbereit und trink sie bis zum Nachmittag aus.',
  () => 'Zehn Minuten Stille ohne Nachrichten und ohne Bildschirm ordnen einen vollen Kopf.',
  () => 'Geh heute zur selben Zeit ins Bett wie gestern; Rhythmus stärkt dich.',
  (c) => `Nimm jedes Anzeichen ${von(c.shadow().dat)} als Ruf nach Ruhe, nicht nach mehr Einsatz.`,
];

/** The proverbs' meanings, in the order of advice.ts. */
const proverbMeanings = [
  'Lobe die Jugend, und sie wird aufblühen',
  'Ohne Zusammenhalt keine Stärke',
  'Lang ist der Weg, der keine Biegung hat',
  'Ein guter Anfang ist die halbe Arbeit',
  'Die Menschen leben im Schutz der anderen',
  'Zu zweit wird der Weg kürzer',
  'Aller Anfang ist schwach, also hab Geduld mit allem Neuen',
  'Schon mancher Mund hat sich die eigene Nase gebrochen, also wähle deine Worte mit Bedacht',
  'Ein Käfer erkennt den anderen, also merk dir, wer dir verwandt vorkommt',
  'Kein Herd ist wie der eigene',
  'Gesundheit ist besser als Reichtum',
  'Verstand kommt nicht vor dem Alter, also hab Geduld mit dir',
  'Das Auge eines Freundes ist ein guter Spiegel',
  'Ein schweigender Mund ist süß, also lass zuerst jemand anderen sprechen',
  'Halt durch, Pferd, dann kommt auch das Gras',
  'Ein freundliches Wort hat noch nie einen Zahn gebrochen',
  'Dem Kundigen genügt ein Wink',
  'In der Not erkennt man den Freund',
  'Burgen werden Stein für Stein gebaut',
  'Ferne Hügel sind grün, also schau noch einmal auf das, was nah ist',
  'Der windige Tag ist nicht der Tag zum Dachdecken, also wähle deinen Moment',
  'Was selten ist, ist wunderbar',
  'Wer reist, hat Geschichten zu erzählen, also geh irgendwohin, wo du noch nie warst',
  'Hunger ist der beste Koch',
  'Not macht erfinderisch',
  'Besser spät als nie',
  'Kein Weiser ist ohne Fehler, also verzeih einen Irrtum',
];

const framings = [
  (irish: string, meaning: string) => `Ein altes irisches Sprichwort sagt „${irish}“: ${meaning}.`,
  (irish: string, meaning: string) => `„${irish}“, sagen die Iren: ${meaning}.`,
  (irish: string, meaning: string) => `Denk an die alten Worte „${irish}“: ${meaning}.`,
  (irish: string, meaning: string) => `„${irish}“: ${meaning}.`,
  (irish: string, meaning: string) => `Das Sprichwort „${irish}“ passt heute gut: ${meaning}.`,
  (irish: string, meaning: string) => `„${irish}“, wie es im Sprichwort heißt: ${meaning}.`,
  (irish: string, meaning: string) => `Auf Irisch sagt man „${irish}“: ${meaning}.`,
  (irish: string, meaning: string) => `Deine Großmutter würde sagen „${irish}“: ${meaning}.`,
];

const advice: L[] = [
  (c) => `Lass ${c.gift().acc} vorangehen und nimm dich vor ${c.shadow().dat} in Acht.`,
  (c) => `Nimm dir ein Beispiel ${an(c.me.dat)} und ${c.me.lesson}.`,
  (c) => `Sei ${c.adjective()}, sei freundlich und lass den Rest des Tages sich von selbst ordnen.`,
  () =>
    'Triff eine Entscheidung mit dem Kopf und eine mit dem Herzen und achte darauf, welche sich besser anfühlt.',
  () => 'Schreib vor dem Schlafen eine Sache auf, für die du dankbar bist.',
  (c) => {
    const gift = c.gift();
    return `${cap(gift.nom)} ist auch ein Geschenk für andere, also teile ${ihn(gift)} großzügig.`;
  },
  (c) => `Vertrau als ${c.element.sign} deinem Instinkt und handle danach.`,
  () =>
    'Die Fianna lebten nach Reinheit des Herzens, Stärke der Glieder und Taten, die ihren Worten entsprachen, und das ist eine gute Regel für heute.',
  () => 'Tu eine Sache langsam und gut und lass sie das Tempo für alles andere vorgeben.',
  () => 'Stell die Frage, vor der du dich gefürchtet hast; die Antwort ist freundlicher, als du denkst.',
  () => 'Hinterlass einen Ort ein wenig besser, als du ihn vorgefunden hast, auch wenn es niemand bemerkt.',
  (c) => `Wähle die ${adj(c, 'e')} Antwort statt der schnellen, wenn dich etwas auf die Probe stellt.`,
  () => 'Verbring zehn Minuten draußen, ohne irgendetwas zu tun.',
  () => 'Verschenk etwas, das du nicht mehr brauchst, an jemanden, der es braucht.',
  () => 'Halte heute dein Wort, besonders in kleinen Dingen.',
  () => 'Im Zweifel sei großzügig mit deiner Zeit und vorsichtig mit deinen Versprechen.',
];

export const lines: DailyLines<GermanGrammar> = {
  moon,
  sign,
  season,
  soon,
  recent,
  love: [loveOpenings, loveFollowUps],
  career: [careerOpenings, careerFollowUps],
  health: [healthOpenings, healthFollowUps],
  proverbMeanings,
  framings,
  advice,
};
