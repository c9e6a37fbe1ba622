import type { Sign } from '../../../types';
import type { CompatibilityWords, Relation } from '../types';
import { cap, de, type Noun, a as to } from './grammar';
import { signs } from './signs';
import { elements, rulers } from './voices';

// The compatibility reading in Spanish. Signs are named as signs, with a capital and their article
// (el Lobo, la Serpiente); every sentence that names one reads its article, contraction and gender.

const the = (sign: Sign) => {
  const s = signs[sign.name];
  return `${s.the.split(' ')[0]} ${s.name}`;
};
const withArticle = (noun: Noun) => `${noun.gender === 'm' ? 'el' : 'la'} ${noun.text}`;
const element = (sign: Sign) => elements[sign.element];

type Pair = (a: Sign, b: Sign) => string;

const openings: Record<Relation, Pair[]> = {
  same: [
    (a, b) =>
      `${cap(the(a))} y ${the(b)} son signos de ${element(a).word}, así que comparten un temperamento ${element(a).nature}.`,
    (a, b) =>
      `Como dos signos de ${element(a).word}, ${the(a)} y ${the(b)} hablan el mismo idioma desde el primer encuentro.`,
  ],
  harmonious: [
    (a, b) =>
      `${cap(the(a))} (${element(a).word}) y ${the(b)} (${element(b).word}) forman una pareja complementaria clásica: ${element(a).the} y ${element(b).the} se alimentan mutuamente.`,
    (a, b) =>
      `${cap(element(a).the)} y ${element(b).the} sacan lo mejor el uno del otro, y ${the(a)} y ${the(b)} notan pronto ese equilibrio.`,
  ],
  mixed: [
    (a, b) =>
      `${cap(the(a))}, ${element(a).sign}, y ${the(b)}, ${element(b).sign}, llevan ritmos distintos, pero pueden aprender el del otro.`,
    (a, b) =>
      `Cuando ${the(a)} y ${the(b)} se juntan, ${element(a).the} se encuentra con ${element(b).the}: una mezcla que pide paciencia, pero la recompensa.`,
  ],
  challenging: [
    (a, b) =>
      `${cap(the(a))} (${element(a).word}) y ${the(b)} (${element(b).word}) son opuestos elementales, así que la atracción es real, pero también la fricción.`,
    (a, b) =>
      `${cap(element(a).the)} y ${element(b).the} rara vez conviven con facilidad, y ${the(a)} y ${the(b)} necesitarán sinceridad para salvar la distancia.`,
  ],
};

const meetingEndings = [
  'y cada uno encuentra en el otro algo que le faltaba.',
  'una combinación que puede llevaros muy lejos.',
  'lo que da pie a una relación viva y enriquecedora.',
  'así que hay mucho que admirar por ambas partes.',
];

const strengthsOf: Record<Relation, Pair> = {
  same: (a) => `Compartir ${element(a).quality} hace que la confianza llegue pronto.`,
  harmonious: (a, b) =>
    `${cap(element(a).quality)} de uno y ${element(b).quality} del otro se equilibran bien.`,
  mixed: (a, b) =>
    `Sus fortalezas distintas, ${element(a).quality} y ${element(b).quality}, cubren los puntos ciegos del otro.`,
  challenging: () => 'La fuerte atracción entre opuestos mantiene viva la chispa.',
};

const challengesOf: Record<Relation, Pair> = {
  same: (a) =>
    `Demasiado de la misma naturaleza de ${element(a).word} puede dejaros a los dos atascados en la misma rutina.`,
  harmonious: () => 'Todo puede parecer tan fácil que nadie habla de los problemas hasta que es tarde.',
  mixed: (a, b) =>
    `${cap(element(a).the)} y ${element(b).the} llevan ritmos diferentes, así que acordad los planes antes de poneros en marcha.`,
  challenging: (a, b) =>
    `${cap(element(a).the)} y ${element(b).the} pueden desgastarse mutuamente; aquí importa la amabilidad en las cosas pequeñas.`,
};

export const compatibility: CompatibilityWords = {
  pair({ a, b, relation, link, fan, random }) {
    const [sa, sb] = [signs[a.name], signs[b.name]];
    const other = fan === a ? b : a;
    const linkSentence =
      link === 'mutual'
        ? 'La tradición celta cuenta a cada uno entre los aliados naturales del otro.'
        : link === 'one-way'
          ? `${cap(the(fan))} cuenta ${to(the(other))} entre sus aliados naturales, y el afecto suele acabar siendo mutuo.`
          : 'No son aliados tradicionales, así que el vínculo nace de la curiosidad y el esfuerzo más que de un reconocimiento inmediato.';
    const description = [
      random.pick(openings[relation])(a, b),
      `${cap(withArticle(random.pick(sa.gifts)))} ${de(the(a))} se encuentra con ${withArticle(random.pick(sb.gifts))} ${de(the(b))}, ${random.pick(meetingEndings)}`,
      linkSentence,
    ].join(' ');
    return {
      description,
      strengths: [
        strengthsOf[relation](a, b),
        `${cap(the(a))} aporta su ${random.pick(sa.gifts).text}; ${the(b)} aporta su ${random.pick(sb.gifts).text}.`,
        link === 'none'
          ? 'Las diferencias dan a cada uno algo nuevo que aprender del otro.'
          : 'Una complicidad natural: la tradición celta cuenta esta pareja entre las amistosas.',
      ],
      challenges: [
        challengesOf[relation](a, b),
        `${cap(the(a))} debe cuidarse ${de(random.pick(sa.shadows))}, y ${the(b)}, ${de(random.pick(sb.shadows))}.`,
      ],
    };
  },

  same({ sign, random }) {
    const s = signs[sign.name];
    const both = s.gender === 'm' ? 'ambos' : 'ambas';
    const [first, second] = random.shuffle(s.adjectives);
    const [gift, otherGift] = random.shuffle(s.gifts);
    const description =
      `Dos ${s.plural} ${s.gender === 'm' ? 'juntos' : 'juntas'} forman un espejo: ${both} de ${element(sign).word}, ` +
      `${both} ${s.gender === 'm' ? 'regidos' : 'regidas'} por ${rulers[sign.ruling]?.name ?? sign.ruling}, ` +
      `${both} de carácter ${first?.m} y ${second?.m}. ` +
      `Compartir ${gift ? withArticle(gift) : ''} hace que entenderse cueste muy poco, aunque también duplica el riesgo ${de(random.pick(s.shadows))}. ` +
      `Esta unión funciona mejor cuando cada ${s.name} conserva un pequeño espacio propio.`;
    return {
      description,
      strengths: [
        `Entendéis ${otherGift ? withArticle(otherGift) : ''} del otro sin necesidad de explicarlo.`,
        `Compartir ${element(sign).quality} da a la relación un ritmo tranquilo y familiar.`,
        'La lealtad surge sola, porque cada uno valora lo que valora el otro.',
      ],
      challenges: [
        `Cuidado con ${random.pick(s.shadows)} por ambas partes: una costumbre compartida se alimenta sola, así que nombradla pronto y reíos de ella.`,
        `Con el mismo temperamento de ${element(sign).word} en los dos, alguien tiene que salir de vez en cuando de su zona de confort.`,
      ],
    };
  },
};
