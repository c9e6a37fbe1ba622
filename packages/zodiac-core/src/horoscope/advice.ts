import { withArticle } from '../text';
import type { HoroscopeContext } from './context';
import type { Line } from './general';
import { signLessons } from './voices';

/** A real Irish proverb, as quoted, and its meaning in English, read after a colon. */
export interface Proverb {
  irish: string;
  english: string;
}

export const proverbs: readonly Proverb[] = [
  { irish: 'Mol an óige agus tiocfaidh sí', english: 'praise the young and they will flourish' },
  { irish: 'Ní neart go cur le chéile', english: 'there is no strength without unity' },
  { irish: 'Is fada an bóthar nach mbíonn casadh ann', english: 'it is a long road that has no turning' },
  { irish: 'Tús maith leath na hoibre', english: 'a good start is half the work' },
  { irish: 'Ar scáth a chéile a mhaireann na daoine', english: 'people live in each other’s shelter' },
  { irish: 'Giorraíonn beirt bóthar', english: 'two people shorten the road' },
  { irish: 'Bíonn gach tosach lag', english: 'every beginning is weak, so be patient with anything new' },
  {
    irish: 'Is minic a bhris béal duine a shrón',
    english: 'many a mouth has broken its own nose, so mind your words',
  },
  {
    irish: 'Aithníonn ciaróg ciaróg eile',
    english: 'one beetle knows another, so notice who feels like kin',
  },
  { irish: 'Níl aon tinteán mar do thinteán féin', english: 'there is no hearth like your own' },
  { irish: 'Is fearr an tsláinte ná na táinte', english: 'health is better than wealth' },
  {
    irish: 'Ní thagann ciall roimh aois',
    english: 'sense does not come before age, so be patient with yourself',
  },
  { irish: 'Is maith an scáthán súil charad', english: 'a friend’s eye is a good mirror' },
  { irish: 'Is binn béal ina thost', english: 'a silent mouth is sweet, so let someone else speak first' },
  { irish: 'Mair, a chapaill, agus gheobhaidh tú féar', english: 'hold on, horse, and the grass will come' },
  { irish: 'Níor bhris focal maith fiacail riamh', english: 'a kind word never broke a tooth' },
  { irish: 'Is leor nod don eolach', english: 'a hint is enough for the wise' },
  { irish: 'Aithnítear cara i gcruatan', english: 'a friend is known in hard times' },
  { irish: 'De réir a chéile a thógtar na caisleáin', english: 'castles are built little by little' },
  {
    irish: 'Is glas iad na cnoic i bhfad uainn',
    english: 'faraway hills are green, so look again at what is close',
  },
  {
    irish: 'Ní hé lá na gaoithe lá na scolb',
    english: 'the windy day is not the day for thatching, so choose your moment',
  },
  { irish: 'An rud is annamh is iontach', english: 'what is rare is wonderful' },
  { irish: 'Bíonn siúlach scéalach', english: 'travellers have tales to tell, so go somewhere new' },
  { irish: 'Is maith an t-anlann an t-ocras', english: 'hunger is the best sauce' },
  { irish: 'Múineann gá seift', english: 'need teaches a plan' },
  { irish: 'Is fearr mall ná choíche', english: 'better late than never' },
  { irish: 'Ní bhíonn saoi gan locht', english: 'there is no sage without a fault, so forgive a mistake' },
];

/** The quotations whose words the freshness measure does not count (they cannot be reworded). */
export const proverbQuotations: readonly string[] = proverbs.map((proverb) => proverb.irish);

export type Framing = (irish: string, english: string) => string;

/** Ways to give a proverb, read from their own rotation so that each proverb meets each framing in turn. */
export const framings: readonly Framing[] = [
  (irish, english) => `An old Irish proverb says “${irish}”: ${english}.`,
  (irish, english) => `“${irish}”, say the Irish: ${english}.`,
  (irish, english) => `Remember the old words “${irish}”: ${english}.`,
  (irish, english) => `“${irish}”: ${english}.`,
  (irish, english) => `The saying “${irish}” fits today well: ${english}.`,
  (irish, english) => `“${irish}”, as the proverb goes: ${english}.`,
  (irish, english) => `As they say in Irish, “${irish}”: ${english}.`,
  (irish, english) => `Your grandmother would say “${irish}”: ${english}.`,
];

/** The advice's opening: a proverb of the day in a framing of the day. */
export function saying(c: HoroscopeContext): string {
  const proverb = c.pick('proverb', proverbs);
  return c.pick('proverb-framing', framings)(proverb.irish, proverb.english);
}

/** Sixteen pieces of advice for the sign. */
export const adviceActions: Line[] = [
  (c) => `Let your ${c.gift()} lead the way, and beware of ${c.shadow()}.`,
  (c) => `Take your cue from ${c.voice.animal} and ${signLessons[c.sign.name]}.`,
  (c) => `Be ${c.adjective()}, be kind, and let the rest of the day sort itself out.`,
  () => 'Make one decision with your head and one with your heart, and notice which feels better.',
  () => 'Before you sleep, write down one thing you are grateful for.',
  (c) => `Your ${c.gift()} is a gift to others as well, so share it generously.`,
  (c) => `Trust your instincts as ${withArticle(c.sign.element)} sign, and act on them.`,
  () =>
    'The Fianna lived by purity of heart, strength of limb and deeds to match their words, and that is a fine rule for today.',
  () => 'Do one thing slowly and well, and let it set the pace for everything else.',
  () => 'Ask the question you have been afraid to ask; the answer is kinder than you think.',
  () => 'Leave a place a little better than you found it, even if no one notices.',
  (c) => `Choose the ${c.adjective()} response over the quick one when something tests you.`,
  () => 'Spend ten minutes outdoors doing nothing at all.',
  () => 'Give away something you no longer need to someone who does.',
  () => 'Keep your word today, especially in small things.',
  () => 'When in doubt, be generous with your time and careful with your promises.',
];
