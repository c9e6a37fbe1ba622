import type { Element, SignName } from '../types';

// Wording for the facts a reading speaks of. A list read from a rotation (see schedule.ts) gives the day's
// phrasing of a fact; its entries open differently, so two of them never make the same six words.

/** How each ruling body colours a reading. */
export interface RulerVoice {
  name: string;
  role: string;
  /** Verb phrases read after the body's name. */
  influences: string[];
  /** Imperatives for the working day. */
  work: string[];
}

export const rulerVoices: Readonly<Record<string, RulerVoice>> = {
  Saturn: {
    name: 'Saturn',
    role: 'your ruling planet',
    influences: [
      'rewards careful, patient effort',
      'favours the long game',
      'steadies your hand',
      'lends weight to your word',
      'honours every promise kept',
      'builds on foundations you laid long ago',
      'gives slow work its due',
      'turns discipline into quiet confidence',
      'favours structure over improvisation',
    ],
    work: [
      'put your energy into the task that will still matter next year',
      'finish the dull groundwork that everything else rests on',
      'write down the plan, then keep to it',
    ],
  },
  Uranus: {
    name: 'Uranus',
    role: 'your ruling planet',
    influences: [
      'favours the unexpected idea',
      'shakes loose a fixed habit',
      'sends a flash of insight your way',
      'rewards an original approach',
      'makes the unusual feel natural',
      'brings a welcome surprise',
      'loosens a routine that had grown stiff',
      'tilts your view of an old question',
      'invites a bold experiment',
    ],
    work: [
      'pitch the unusual plan you have been sitting on',
      'try the method nobody else has thought of',
      'change one fixed procedure and watch what improves',
    ],
  },
  Pluto: {
    name: 'Pluto',
    role: 'your ruling planet',
    influences: [
      'stirs deep change and renewal',
      'brings hidden matters to light',
      'helps you release what is spent',
      'sharpens your reading of people',
      'turns an ending into a beginning',
      'gives you quiet staying power',
      'uncovers what lies beneath the surface',
      'strengthens you from the roots up',
      'lends power to a fresh start',
    ],
    work: [
      'clear away a routine that has outlived its use',
      'look behind the figures for what is really going on',
      'let a failing project go and free your time for a better one',
    ],
  },
  Sun: {
    name: 'the Sun',
    role: 'your ruling star',
    influences: [
      'puts you in a warm, flattering light',
      'lends you confidence and clarity',
      'brightens your whole outlook',
      'brings your talents into view',
      'warms every room you walk into',
      'gives your plans a generous glow',
      'lights up the path ahead',
      'fills you with open-hearted energy',
      'sets your ambitions glowing',
    ],
    work: [
      'step forward and let your work be seen',
      'present your idea yourself instead of letting it travel by email',
      'take the visible role you would normally hand to someone else',
    ],
  },
  Mercury: {
    name: 'Mercury',
    role: 'your ruling planet',
    influences: [
      'sharpens your words',
      'quickens your thinking',
      'favours messages, meetings and deals',
      'brings the right word at the right moment',
      'speeds up news you have been waiting for',
      'makes you quick on your feet',
      'rewards a well-timed question',
      'keeps your mind nimble and bright',
      'clears up a muddled message',
    ],
    work: [
      'send the message or make the call you have been rehearsing',
      'negotiate now, while your words come easily',
      'write the proposal today and polish it tomorrow',
    ],
  },
  Venus: {
    name: 'Venus',
    role: 'your ruling planet',
    influences: [
      'softens every exchange',
      'brings beauty into ordinary moments',
      'favours harmony over winning',
      'sweetens your closest bonds',
      'draws kindness your way',
      'rewards a gracious gesture',
      'lends charm to everything you say',
      'makes comfort and pleasure feel earned',
      'invites a little indulgence',
    ],
    work: [
      'use tact to ease a tense working relationship',
      'make the workplace a little more pleasant and watch the mood lift',
      'bring people round with warmth rather than argument',
    ],
  },
  Moon: {
    name: 'the Moon',
    role: 'your ruling light',
    influences: [
      'turns your thoughts towards home',
      'heightens your feeling for others',
      'tunes you to the mood of a room',
      'favours instinct over argument',
      'brings old memories gently back',
      'makes you tender and perceptive',
      'strengthens the pull of family',
      'sharpens your sense of timing',
      'draws your care towards someone close',
    ],
    work: [
      'trust your instinct about people and timing',
      'notice who is struggling and offer a hand before you are asked',
      'let your feel for the mood of the team guide when you speak',
    ],
  },
  Jupiter: {
    name: 'Jupiter',
    role: 'your ruling planet',
    influences: [
      'opens doors a little wider than usual',
      'favours generosity and good humour',
      'brings a lucky break within reach',
      'widens your horizons',
      'rewards faith in a bigger plan',
      'adds a touch of good fortune',
      'lifts your spirits and your aims',
      'makes room for growth',
      'enlarges your sense of what is possible',
    ],
    work: [
      'aim a little higher than feels comfortable',
      'apply for the role or the project that seems just out of reach',
      'share an opportunity with a colleague and watch it come back to you',
    ],
  },
  Mars: {
    name: 'Mars',
    role: 'your ruling planet',
    influences: [
      'lends you extra courage and fire',
      'fires your will to act',
      'gives you energy to spare',
      'favours the bold first move',
      'sharpens your competitive edge',
      'pushes you to speak up',
      'stokes your drive and stamina',
      'backs decisive action',
      'wakes your fighting spirit',
    ],
    work: [
      'tackle the hardest job first, while your energy is high',
      'take on the task everyone else has been avoiding',
      'set yourself a deadline and beat it',
    ],
  },
  Neptune: {
    name: 'Neptune',
    role: 'your ruling planet',
    influences: [
      'deepens your dreams and intuition',
      'sharpens your imagination',
      'favours art, music and quiet reflection',
      'opens you to subtle signals',
      'brings inspiration from unlikely places',
      'softens the hard edges of the day',
      'lends your words a touch of poetry',
      'carries a hunch to the surface',
      'dissolves an old worry',
    ],
    work: [
      'give your imagination real room in the plan',
      'sketch the idea before you argue for it',
      'leave space in the day for the thought that arrives sideways',
    ],
  },
};

/** Phase wording; noun reads after "under", and each of mood, work and health is read by one line. */
export interface PhaseVoice {
  noun: string;
  mood: string;
  work: string;
  health: string;
}

export const phaseVoices: Readonly<Record<string, PhaseVoice>> = {
  'New Moon': {
    noun: 'the New Moon',
    mood: 'tender and new',
    work: 'begin the project you keep postponing',
    health: 'start one gentle new habit rather than five',
  },
  'Waxing Crescent': {
    noun: 'the waxing crescent Moon',
    mood: 'hopeful',
    work: 'build momentum with small, steady wins',
    health: 'build your strength gradually',
  },
  'First Quarter': {
    noun: 'the First Quarter Moon',
    mood: 'clear and decisive',
    work: 'make the decision that has been sitting on your desk',
    health: 'push a little harder than usual, then rest well',
  },
  'Waxing Gibbous': {
    noun: 'the waxing gibbous Moon',
    mood: 'warm and building',
    work: 'refine and double-check your work',
    health: 'fine-tune your routine rather than overhauling it',
  },
  'Full Moon': {
    noun: 'the Full Moon',
    mood: 'vivid and close to the surface',
    work: 'present your results with confidence',
    health: 'expect a restless night and keep the evening calm',
  },
  'Waning Gibbous': {
    noun: 'the waning gibbous Moon',
    mood: 'generous',
    work: 'share the credit and pass on what you know',
    health: 'let your body recover from a busy stretch',
  },
  'Last Quarter': {
    noun: 'the Last Quarter Moon',
    mood: 'reflective',
    work: 'finish, file and close whatever is still open',
    health: 'drop one habit that drains you',
  },
  'Waning Crescent': {
    noun: 'the waning crescent Moon',
    mood: 'soft and quiet',
    work: 'plan quietly rather than launching anything big',
    health: 'rest deeply and go to bed early',
  },
};

/** Horoscope wording for an element: images for the Moon line, one sentence bank each for love and work. */
export interface ElementWords {
  /** Noun phrases, read from a rotation. */
  images: string[];
  love: string[];
  work: string[];
  focus: string[];
  activity: string[];
}

export const elementWords: Readonly<Record<Element, ElementWords>> = {
  Earth: {
    images: [
      'deep roots',
      'solid ground beneath your feet',
      'the slow patience of the soil',
      'a standing stone on the hill',
      'a well-built drystone wall',
      'an old oak in full leaf',
      'a ploughed field resting',
      'the broad shoulder of a mountain',
      'a cairn on the summit',
    ],
    love: [
      'Love grows best on solid ground for you, so plan something simple and real together.',
      'You show love through what you do, and a practical kindness will say more than any speech.',
      'Steady attention is your way of adoring someone, and today it is noticed and returned.',
    ],
    work: [
      'Practical, patient work pays off now, especially anything involving money, planning or building.',
      'Your reliability is noticed, and it puts you first in line for a task you will enjoy.',
      'A sensible budget or a tidy schedule is worth more today than a flash of brilliance.',
    ],
    focus: ['your back and your posture', 'your feet and knees', 'regular, unhurried meals'],
    activity: ['a long walk on uneven ground', 'an hour in the garden', 'a hike with a hill in it'],
  },
  Air: {
    images: [
      'a fresh wind off the sea',
      'open sky',
      'a lark rising over the fields',
      'the breath before a new idea',
      'a kite on a long string',
      'clouds clearing from the hills',
      'a gull riding the updraft',
      'wind moving through the bog cotton',
      'swallows swooping over a meadow',
    ],
    love: [
      'Conversation is your love language today, so ask the questions you are curious about.',
      'A witty message or a shared idea sparks more romance than you might expect.',
      'Talking late into the evening brings you closer than any grand plan could.',
    ],
    work: [
      'Ideas come quickly today, so write them down before the next meeting scatters them.',
      'Your gift for explaining things clearly makes you the natural go-between in a tangled discussion.',
      'A new angle on an old problem comes to you in conversation, so talk it through.',
    ],
    focus: ['your breathing and your nerves', 'your shoulders and neck', 'screen time and eye strain'],
    activity: [
      'a brisk walk in the open air',
      'cycling with the wind in your face',
      'a stretch by an open window',
    ],
  },
  Water: {
    images: [
      'a deep, clear pool',
      'the pull of the tide',
      'a river finding its course',
      'rain on a still lake',
      'a spring welling up from stone',
      'sea mist lifting off the bay',
      'a holy well in the hawthorns',
      'the steady beat of waves on shingle',
      'a salmon pool under an alder',
    ],
    love: [
      'Your feelings run deep today, and sharing even a little of them will bring you closer.',
      'You sense what others need before they say it, so let that tenderness flow both ways.',
      'A quiet evening with one person you trust restores you more than a crowd ever could.',
    ],
    work: [
      'Read the mood of the room before you speak, and your timing will be perfect.',
      'Your instinct about a colleague is right, so trust it and offer quiet support.',
      'Go with the flow of the day rather than against it, and the work finds its own order.',
    ],
    focus: ['rest and hydration', 'your sleep and your dreams', 'the tension you carry in your stomach'],
    activity: ['a swim or a long, warm bath', 'a walk beside water', 'slow stretching after a hot shower'],
  },
  Fire: {
    images: [
      'a bright hearth',
      'sparks catching dry kindling',
      'the first light over the hill',
      'a beacon on the headland',
      'embers glowing under the ash',
      'a candle in a dark window',
      'the forge at full heat',
      'a bonfire on May Eve',
      'a turf fire banked for the night',
    ],
    love: [
      'Your warmth is impossible to miss today, and someone is quietly hoping you will make the first move.',
      'Passion is running high, so turn it into something playful rather than a quarrel.',
      'A spontaneous plan, made this morning and kept tonight, delights the person you love.',
    ],
    work: [
      'Your energy can carry a whole team today, so take the lead on something that excites you.',
      'Bold moves are favoured, as long as you finish what you start before chasing the next thing.',
      'Enthusiasm is contagious on your side of the office, so use it to restart a stalled job.',
    ],
    focus: ['your energy levels', 'your temper and your blood pressure', 'overheating and dehydration'],
    activity: [
      'a run, a ride or a dance around the kitchen',
      'a hard swim',
      'a game that leaves you breathless',
    ],
  },
};

/** Wording for a fire festival; lists are read from rotations, `today` on the day itself. */
export interface FestivalVoice {
  name: string;
  /** Short noun phrases: what the festival is about. */
  themes: string[];
  /** Noun phrases: what the season looks like. */
  imagery: string[];
  /** Imperatives. */
  invitations: string[];
  /** Clauses of lore, read after "when" or "a time when". */
  lore: string[];
  today: string[];
}

export const festivalVoices: Readonly<Record<string, FestivalVoice>> = {
  Samhain: {
    name: 'Samhain',
    themes: ['endings and beginnings', 'remembrance', 'letting go', 'honouring the dead', 'reflection'],
    imagery: [
      'bonfires on the hills',
      'candles set out for the ancestors',
      'turnip lanterns in the windows',
      'the last apples in the loft',
      'herds brought down from the high pasture',
      'early dark and woodsmoke',
      'a place laid at the table for the absent',
    ],
    invitations: [
      'honour your ancestors and let the old year go',
      'set a candle in the window for those you miss',
      'clear out what you will not carry into the dark months',
      'tell an old family story to someone younger',
      'put your house in order before the long nights',
      'name one thing you are ready to release',
      'make peace with an ending',
      'gather your people around a fire, real or figurative',
    ],
    lore: [
      'the Otherworld lies close at hand',
      'the herds came down from the summer hills',
      'households let the hearth go out and relit it from the festival fire',
      'the dead were welcomed home for a night',
      'people went out in disguise to pass unseen among the spirits',
      'the old year gave way to the new',
      'the Cailleach took the year into her keeping',
    ],
    today: [
      'Today is Samhain, the Celtic new year, when the veil between the worlds is thinnest and the ancestors draw near.',
      'Samhain has arrived: the old year ends tonight, and whatever you release now will not follow you into the new one.',
      'It is Samhain, the night of bonfires and remembering, so light a candle for someone you have loved and lost.',
    ],
  },
  Imbolc: {
    name: 'Imbolc',
    themes: ['first light', 'fresh inspiration', 'renewal', 'quickening life', 'hope'],
    imagery: [
      'the first snowdrops',
      'crosses of rushes woven for Brigid',
      'evenings that stretch a little longer',
      'ewes coming into milk',
      'a strip of cloth left out for Brigid',
      'frost melting off the first catkins',
      'the first lambs in the fields',
    ],
    invitations: [
      'light a candle for fresh inspiration',
      'clean one corner of your life and make it ready for spring',
      'begin the creative project you promised yourself',
      'weave a small blessing into an ordinary task',
      'make room at your own hearth for something new',
      'write down what you hope the growing light will bring',
      'visit a well, a stream or a spring and make a wish',
      'tend something small that needs you',
    ],
    lore: [
      'Brigid walks the land on the eve of her feast',
      'the ewes come into milk and the year quickens',
      'a bed of rushes was laid for Brigid by the fire',
      'crosses of rushes were hung to guard the house',
      'the Cailleach gathered her firewood for the rest of winter',
      'poets, healers and smiths asked Brigid to bless their craft',
      'holy wells were visited for healing',
    ],
    today: [
      'Today is Imbolc, Brigid’s day, when the first stirrings of spring promise that the dark half of winter is behind you.',
      'Imbolc is here, the feast of Brigid’s fire, and it blesses poetry, healing and every kind of craft you turn your hand to.',
      'It is Imbolc, when households once made Brigid a bed of straw, so make a little room in your life for inspiration to visit.',
    ],
  },
  Beltane: {
    name: 'Beltane',
    themes: ['passion and growth', 'blossom and fire', 'abundance', 'joy', 'summer’s promise'],
    imagery: [
      'hawthorn blossom',
      'the twin fires of May',
      'dew at dawn',
      'yellow May flowers on the doorsteps',
      'cattle going out to summer grazing',
      'a May bush hung with ribbons',
      'gorse blazing on the hillsides',
    ],
    invitations: [
      'say yes to joy and to the people who make you laugh',
      'rise early and walk out in the dew',
      'bring some blossom indoors',
      'plan something bold for the bright months ahead',
      'let your heart lead for once',
      'walk out early and greet the sun',
      'celebrate your own growth this year',
      'dance, even if only in the kitchen',
    ],
    lore: [
      'cattle were driven between two fires for protection',
      'hearths were relit from the festival flame',
      'doors were decked with hawthorn and primroses',
      'the bright half of the year begins',
      'people gathered May flowers before sunrise',
      'the dew of May morning was said to bring beauty',
      'the sídhe were said to ride out across the land',
    ],
    today: [
      'Today is Beltane, the first day of summer, when the fires were lit and the whole land turned towards light and growth.',
      'Beltane has come, the festival of blossom and bonfires, and your heart is ready for something bright and new.',
      'It is Beltane, and tradition says that washing your face in the morning dew brings beauty for a year, so greet the day early.',
    ],
  },
  Lughnasadh: {
    name: 'Lughnasadh',
    themes: ['the first harvest', 'first fruits', 'gratitude', 'games and gatherings', 'fair reward'],
    imagery: [
      'the first sheaf of grain',
      'gatherings on the hilltops',
      'ripening bilberries',
      'fields of gold stubble',
      'horse races on the strand',
      'fresh bread from new flour',
      'honey taken from the hives',
    ],
    invitations: [
      'give thanks for what you have already gathered',
      'share the first fruits of your work',
      'climb a hill and look back over the year so far',
      'bake, cook or make something to share',
      'join a gathering and enjoy the company',
      'settle an agreement or make a fair bargain',
      'reward yourself for a season of effort',
      'pick something ripe and enjoy it',
    ],
    lore: [
      'Lugh held funeral games for his foster-mother Tailtiu',
      'families gathered bilberries on the hilltops',
      'the first grain was cut and offered',
      'fairs, contests and matches were held',
      'handfastings were made for a year and a day',
      'the hungry gap gave way to plenty',
      'the year’s work showed its first reward',
    ],
    today: [
      'Today is Lughnasadh, the first harvest, kept by the god Lugh in honour of his foster-mother Tailtiu.',
      'Lughnasadh is here, the festival of the first grain, games and gatherings, so celebrate what your hard work has grown.',
      'It is Lughnasadh, when people climbed the hills to share the first fruits, so share something good with the people around you.',
    ],
  },
};

/** Wording for a quarter of the year; lists are read from rotations. */
export interface QuarterVoice {
  name: string;
  season: string;
  /** Noun phrases. */
  imagery: string[];
  /** Short noun phrases: what the season favours. */
  themes: string[];
  /** Imperatives. */
  invitations: string[];
}

export const quarterVoices: Readonly<Record<string, QuarterVoice>> = {
  'Samhain Quarter': {
    name: 'Samhain Quarter',
    season: 'deep winter',
    imagery: [
      'long nights and crisp frosts',
      'bare branches and low golden light',
      'turf smoke and early dusk',
      'frost ferns on the windowpane',
      'rooks settling in the bare trees',
      'a wren singing from the holly',
      'rain on the roof and a fire inside',
      'starlight over a frozen field',
      'holly berries bright against the dark',
    ],
    themes: [
      'rest and reflection',
      'warmth and company',
      'patience and repair',
      'fireside stories',
      'inner work',
    ],
    invitations: [
      'draw in close to the hearth',
      'mend something rather than replace it',
      'let the long evenings slow you down',
      'spend an evening with a book and a candle',
      'rest without apologising for it',
      'visit someone who lives alone',
      'sort through old papers and keep only what matters',
      'make a pot of soup and share it',
      'write a letter to someone far away',
      'light the fire early and let the evening be slow',
      'bake something warm for the people you love',
    ],
  },
  'Imbolc Quarter': {
    name: 'Imbolc Quarter',
    season: 'early spring',
    imagery: [
      'lengthening days and bright cold mornings',
      'new lambs and budding blackthorn',
      'snowdrops giving way to primroses',
      'blackbirds singing at dusk',
      'hazel catkins shaking in the wind',
      'frogspawn in the ditches',
      'March gales and sudden sunshine',
      'the first cuckoo calling',
      'a thrush singing in the rain',
    ],
    themes: ['fresh plans', 'first growth', 'clearing and sowing', 'hope', 'new beginnings'],
    invitations: [
      'plant the seed of a new idea',
      'clear one cluttered space',
      'start something before you feel ready',
      'open the windows and let the air through',
      'make a list of what you want to grow this year',
      'sow something, literally or otherwise',
      'take the first small step on a long plan',
      'notice what is budding around you',
      'walk somewhere green and look closely',
      'mend a fence, a friendship or a plan',
      'get up with the light and use the longer day',
    ],
  },
  'Beltane Quarter': {
    name: 'Beltane Quarter',
    season: 'high summer',
    imagery: [
      'long golden evenings',
      'green hedgerows and hawthorn blossom',
      'light that barely fades before midnight',
      'meadowsweet along the lanes',
      'swifts screaming over the rooftops',
      'foxgloves on the ditch banks',
      'warm stone and cut grass',
      'midsummer fires on the hills',
      'bees working the clover',
    ],
    themes: ['growth and vitality', 'play and adventure', 'abundance', 'open doors', 'celebration'],
    invitations: [
      'enjoy the fullness of things',
      'eat outdoors at least once this week',
      'say yes to an outing',
      'stay out late while the light lasts',
      'swim in the sea or a lake if you can',
      'host something, however small',
      'take the long way home',
      'make the most of a warm evening',
      'give an afternoon to pure pleasure',
      'walk barefoot on the grass',
      'let a long evening run late with good company',
    ],
  },
  'Lughnasadh Quarter': {
    name: 'Lughnasadh Quarter',
    season: 'the harvest season',
    imagery: [
      'ripening fields and heavy orchards',
      'blackberries in the hedges and cooler mornings',
      'turning leaves and gathering mists',
      'swallows gathering on the wires',
      'stubble fields and round bales',
      'rowan berries reddening on the hill',
      'spiders’ webs jewelled with dew',
      'apples falling in the long grass',
      'hazelnuts ripening in the woods',
    ],
    themes: [
      'harvest and gratitude',
      'gathering in',
      'taking stock',
      'preparing for winter',
      'reaping rewards',
    ],
    invitations: [
      'give thanks for the harvest',
      'count what you have gathered this year',
      'store something away for the colder months',
      'finish one job before you start the next',
      'pick blackberries or bake something with the season’s fruit',
      'thank someone who helped you this year',
      'put your affairs in order before the dark comes in',
      'share the surplus with your neighbours',
      'bring in what you have grown before the weather turns',
      'walk the stubble fields at dusk',
      'make jam, chutney or a plan for the winter',
    ],
  },
};

/** What each sign's animal teaches, as an imperative. */
export const signLessons: Readonly<Record<SignName, string>> = {
  Stag: 'keep your head high and your pace steady',
  Cat: 'wait for the right moment, then move',
  Snake: 'shed what you have outgrown',
  Hawk: 'rise above the noise and look again',
  Fox: 'find the clever way round',
  Bull: 'stand your ground, kindly',
  Seahorse: 'hold on to what anchors you',
  Wren: 'sing out, whatever your size',
  Horse: 'run, but choose your track first',
  Salmon: 'swim against the current when it matters',
  Swan: 'glide, and keep the effort below the surface',
  Butterfly: 'rest in the sun before you fly',
  Wolf: 'call your pack close',
};
