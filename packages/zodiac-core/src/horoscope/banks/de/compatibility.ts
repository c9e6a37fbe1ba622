import type { Sign } from '../../../types';
import type { CompatibilityWords, Relation } from '../types';
import { cap, decl, type Gift, von } from './grammar';
import { signs } from './signs';
import { elements, rulers } from './voices';

// The compatibility reading in German. Every sentence that names a sign reads the case it needs (der Wolf,
// den Falken, des Wolfes) and the possessive of its gender (seinen, ihren); gifts take the article or
// possessive of their own gender and case.

const s = (sign: Sign) => signs[sign.name];
const element = (sign: Sign) => elements[sign.element];
/** A gift after the sign's own possessive, in the accusative: "seinen klaren Blick", "ihre Geduld". */
const own = (sign: Sign, gift: Gift) => gift.acc.replace(/^dein/, s(sign).gender === 'f' ? 'ihr' : 'sein');
const nature = (sign: Sign) =>
  element(sign)
    .nature.map((adjective) => decl(adjective, 'e'))
    .join(' und ');

type Pair = (a: Sign, b: Sign) => string;

const openings: Record<Relation, Pair[]> = {
  same: [
    (a, b) =>
      `${cap(s(a).nom)} und ${s(b).nom} sind beide ${element(a).sign}, also teilen sie dasselbe ${nature(a)} Temperament.`,
    (a, b) =>
      `Als zwei ${element(a).sign} sprechen ${s(a).nom} und ${s(b).nom} vom ersten Treffen an dieselbe Sprache.`,
  ],
  harmonious: [
    (a, b) =>
      `${cap(s(a).nom)} (${element(a).word}) und ${s(b).nom} (${element(b).word}) sind ein klassisches, sich ergänzendes Paar: ${element(a).word} und ${element(b).word} nähren einander.`,
    (a, b) =>
      `${element(a).word} und ${element(b).word} bringen im anderen das Beste hervor, und ${s(a).nom} und ${s(b).nom} spüren dieses Gleichgewicht schnell.`,
  ],
  mixed: [
    (a, b) =>
      `${cap(s(a).nom)}, ein ${element(a).sign}, und ${s(b).nom}, ein ${element(b).sign}, haben ein unterschiedliches Tempo, können aber den Rhythmus des anderen lernen.`,
    (a, b) =>
      `Wenn ${s(a).nom} und ${s(b).nom} zusammenkommen, trifft ${element(a).word} auf ${element(b).word}: eine Mischung, die Geduld braucht, sie aber belohnt.`,
  ],
  challenging: [
    (a, b) =>
      `${cap(s(a).nom)} (${element(a).word}) und ${s(b).nom} (${element(b).word}) sind elementare Gegensätze, also ist die Anziehung echt, die Reibung aber auch.`,
    (a, b) =>
      `${element(a).word} und ${element(b).word} vertragen sich selten mühelos, und ${s(a).nom} und ${s(b).nom} brauchen Ehrlichkeit, um die Kluft zu überbrücken.`,
  ],
};

const meetingEndings = [
  'und beide finden im anderen, was ihnen gefehlt hat.',
  'eine Verbindung, die euch beide weit tragen kann.',
  'was eine lebendige und lohnende Partnerschaft ergibt.',
  'es gibt also auf beiden Seiten viel zu bewundern.',
];

const strengthsOf: Record<Relation, Pair> = {
  same: (a) => `Gemeinsame ${element(a).quality} lässt Vertrauen schnell entstehen.`,
  harmonious: (a, b) =>
    `Die ${element(a).quality} des einen und die ${element(b).quality} des anderen gleichen sich gut aus.`,
  mixed: (a, b) =>
    `Unterschiedliche Stärken, ${element(a).quality} und ${element(b).quality}, decken die blinden Flecken des anderen ab.`,
  challenging: () => 'Die starke Anziehung zwischen Gegensätzen hält den Funken lebendig.',
};

const challengesOf: Record<Relation, Pair> = {
  same: () => 'Zu viel von derselben Art kann euch beide in denselben Trott bringen.',
  harmonious: () => 'Alles kann sich so leicht anfühlen, dass Probleme zu lange unausgesprochen bleiben.',
  mixed: (a, b) =>
    `${element(a).word} und ${element(b).word} gehen in verschiedenem Tempo, also stimmt eure Pläne ab, bevor ihr losgeht.`,
  challenging: (a, b) =>
    `${element(a).word} und ${element(b).word} können einander zermürben; hier zählt Freundlichkeit im Kleinen.`,
};

export const compatibility: CompatibilityWords = {
  pair({ a, b, relation, link, fan, random }) {
    const other = fan === a ? b : a;
    const linkSentence =
      link === 'mutual'
        ? 'Nach keltischer Überlieferung sind die beiden natürliche Verbündete.'
        : link === 'one-way'
          ? `${cap(s(fan).nom)} zählt ${s(other).acc} zu ${s(fan).gender === 'f' ? 'ihren' : 'seinen'} natürlichen Verbündeten, und die Zuneigung wird meist gegenseitig.`
          : 'Sie sind keine traditionellen Verbündeten, also wächst die Bindung eher aus Neugier und Mühe als aus sofortigem Wiedererkennen.';
    const description = [
      random.pick(openings[relation])(a, b),
      `${cap(random.pick(s(a).gifts).theNom)} ${s(a).gen} trifft auf ${random.pick(s(b).gifts).theAcc} ${s(b).gen}, ${random.pick(meetingEndings)}`,
      linkSentence,
    ].join(' ');
    return {
      description,
      strengths: [
        strengthsOf[relation](a, b),
        `${cap(s(a).nom)} bringt ${own(a, random.pick(s(a).gifts))} mit, ${s(b).nom} ${own(b, random.pick(s(b).gifts))}.`,
        link === 'none'
          ? 'Durch die Unterschiede lernt jeder vom anderen etwas Neues.'
          : 'Eine natürliche Leichtigkeit: Die keltische Überlieferung zählt dieses Paar zu den freundschaftlichen.',
      ],
      challenges: [
        challengesOf[relation](a, b),
        `${cap(s(a).nom)} muss sich vor ${random.pick(s(a).shadows).dat} hüten, ${s(b).nom} vor ${random.pick(s(b).shadows).dat}.`,
      ],
    };
  },

  same({ sign, random }) {
    const me = s(sign);
    const [first, second] = random.shuffle(me.adjectives);
    const [gift, otherGift] = random.shuffle(me.gifts);
    const ruler = von(rulers[sign.ruling]?.dat ?? sign.ruling);
    const each = { m: 'jeder', f: 'jede', n: 'jedes' }[me.gender];
    const description =
      `Zwei ${me.plural} zusammen sind wie ein Spiegel: beide ${element(sign).sign}, beide ${ruler} regiert, beide ${first} und ${second}. ` +
      `${cap(gift?.theNom ?? '')} auf beiden Seiten macht das Verständnis fast mühelos, verdoppelt aber auch die Gefahr ${von(random.pick(me.shadows).dat)}. ` +
      `Diese Verbindung gelingt am besten, wenn ${each} ${me.name} ein wenig Raum für sich behält.`;
    return {
      description,
      strengths: [
        `Ihr versteht einander ohne Worte, wenn es um ${otherGift?.theAcc ?? ''} geht.`,
        `Gemeinsame ${element(sign).quality} gibt der Beziehung einen ruhigen, vertrauten Rhythmus.`,
        'Treue fällt leicht, weil jeder von euch schätzt, was der andere schätzt.',
      ],
      challenges: [
        `Hütet euch beide vor ${random.pick(me.shadows).dat}, denn eine gemeinsame Gewohnheit nährt sich selbst; benennt sie früh und lacht darüber.`,
        `Mit demselben Temperament eines ${element(sign).sign}s auf beiden Seiten muss ab und zu jemand die Komfortzone verlassen.`,
      ],
    };
  },
};
