import type { BackgroundArticle, HistoryContent, MythFigure } from './types';

// English, as first written; the other languages follow its sections one for one.

const mythIntro =
  'The Irish myths were written down by Christian monks between the eighth and the twelfth centuries, in manuscripts such as Lebor na hUidre (c. 1100) and the Book of Leinster (c. 1160); the Welsh tales survive in fourteenth-century books. The scribes often turned old gods into ancient kings and heroes, so every story below is a medieval telling of something older — how much older is rarely certain.';

const mythFigures: readonly MythFigure[] = [
  {
    id: 'tuatha',
    name: 'The Tuatha Dé Danann',
    epithet: 'The peoples of the goddess',
    source: 'Lebor Gabála Érenn (The Book of Invasions); Cath Maige Tuired',
    paragraphs: [
      'In the learned pseudo-history of Ireland, the Tuatha Dé Danann arrive wrapped in dark cloud, bringing four treasures from the northern cities of Falias, Gorias, Findias and Murias: the Stone of Fál that cried out under a rightful king, the spear of Lugh, the sword of Nuada and the cauldron of the Dagda.',
      'They defeat the Fir Bolg at the First Battle of Mag Tuired, where their king Nuada loses his arm and, no longer unblemished, must give up the kingship until the physician Dian Cécht makes him an arm of silver. At the Second Battle they break the power of the Fomorians. When the sons of Míl, ancestors of the Irish, take the land, the Tuatha Dé withdraw into the hills and mounds — the sídhe — and become the aos sí, the people of the fairy mounds.',
    ],
  },
  {
    id: 'dagda',
    name: 'The Dagda',
    epithet: 'The good god — good at everything',
    source: 'Cath Maige Tuired; the Dindshenchas',
    paragraphs: [
      'Father-figure of the Tuatha Dé, the Dagda carries a huge club that kills with one end and restores life with the other, and a cauldron from which no company ever went away unsatisfied. His harp, Uaithne, could play the strains of sorrow, joy and sleep and set the seasons in their order.',
      'Before the Second Battle of Mag Tuired he meets the Morrígan at Samhain as she washes at the river Unshin, and their union wins her help against the Fomorians. He was said to dwell at Brú na Bóinne, the great passage tomb of Newgrange, until his son Aengus Óg won it from him by a clever play on words.',
    ],
    sign: 'Bull',
  },
  {
    id: 'brigid',
    name: 'Brigid',
    epithet: 'Poetry, healing and the forge',
    source: "Cormac's Glossary; Gerald of Wales, Topographia Hibernica",
    paragraphs: [
      "Cormac's Glossary (c. 900) names Brigid, daughter of the Dagda, as a goddess whom poets worshipped, and gives her two sisters of the same name: Brigid of healing and Brigid of smithcraft — one goddess, perhaps, in three aspects.",
      'Her feast day, 1 February, is Imbolc, and it became the feast of St Brigid of Kildare. In the twelfth century Gerald of Wales described a fire at Kildare tended by nuns that was never allowed to go out. How much of the goddess lives on in the saint is still argued over; the rush crosses woven on her day are still made across Ireland.',
    ],
    sign: 'Cat',
  },
  {
    id: 'lugh',
    name: 'Lugh',
    epithet: 'Samildánach, skilled in all the arts',
    source: 'Cath Maige Tuired',
    paragraphs: [
      'Lugh arrives at the gate of Tara and is told that none may enter without a skill. He names himself wright, smith, champion, harper, warrior, poet, historian, sorcerer, physician, cupbearer and craftsman; each time the doorkeeper answers that the court already has one. But does it have one man who is all of them? He is let in, and Nuada gives up his seat to him.',
      'At the Second Battle of Mag Tuired Lugh kills his own grandfather, Balor of the Fomorians, with a sling-stone through the deadly eye. The harvest feast of Lughnasadh was said to be the funeral games he held for his foster-mother Tailtiu, who died clearing the plains of Ireland for the plough. The Gaulish god Lugus lent his name to towns across Europe, Lyon among them.',
    ],
    sign: 'Wren',
  },
  {
    id: 'cernunnos',
    name: 'Cernunnos',
    epithet: 'The horned one',
    source: 'The Pillar of the Boatmen, Paris; the Gundestrup cauldron',
    paragraphs: [
      'The name Cernunnos is securely known from a single carved stone, the Pillar of the Boatmen, raised in Paris in the reign of Tiberius (AD 14–37), where it labels a figure with a stag’s antlers hung with torcs. A similar antlered figure sits cross-legged on the silver Gundestrup cauldron found in a Danish bog in 1891, a torc in one hand and a ram-horned serpent in the other, surrounded by animals.',
      'No myth of Cernunnos survives. Calling every antlered figure of the Celtic world by his name is a modern scholarly convention, and the “lord of the animals” is an interpretation drawn from the images themselves.',
    ],
    sign: 'Stag',
  },
  {
    id: 'morrigan',
    name: 'The Morrígan',
    epithet: 'The great queen, the phantom queen',
    source: 'Táin Bó Cúailnge; Cath Maige Tuired',
    paragraphs: [
      'Often one of a trio with Badb and Macha (or Nemain), the Morrígan is a figure of war, fate and sovereignty who appears as a woman, a crow or a beast and speaks prophecy over battles.',
      'In the Táin she offers herself to the hero Cú Chulainn; when he scorns her, she returns to fight him as an eel, a she-wolf and a red heifer. At his death a crow settles on his shoulder, and only then do his enemies dare to approach.',
    ],
    sign: 'Wolf',
  },
  {
    id: 'manannan',
    name: 'Manannán mac Lir',
    epithet: 'Lord of the sea and the Otherworld',
    source: 'Immram Brain (The Voyage of Bran); Manx tradition',
    paragraphs: [
      'In the Voyage of Bran, the hero’s boat meets Manannán driving a chariot across the waves. What Bran sees as the sea, the god sings, is to him a flowering plain, and the leaping salmon are calves and lambs — the Otherworld lying just behind the everyday one.',
      'Later tales give him the horse Enbarr, which could gallop over water as over land, a cloak of mist and a bag of crane-skin holding his treasures. On the Isle of Man he is remembered as the island’s first ruler, who hid it in fog from raiders and took as rent only a bundle of rushes each Midsummer.',
    ],
    sign: 'Seahorse',
  },
  {
    id: 'fionn',
    name: 'Fionn mac Cumhaill and the Salmon of Knowledge',
    epithet: 'The boyhood deeds of Fionn',
    source: 'Macgnímartha Finn',
    paragraphs: [
      'Nine hazel trees grew over the Well of Segais, source of the Boyne, and their nuts fell into the water, where a salmon ate them. Whoever first tasted that salmon would know all things. The poet Finnéces fished the pool of Féc on the Boyne for seven years before he caught it.',
      'He gave it to his young pupil, Deimne, to cook, and forbade him to taste it. A blister rose on the skin, the boy pressed it with his thumb, burned himself and put the thumb in his mouth. The knowledge passed to him; from then on he had only to touch his thumb to his tooth to see what was hidden, and he was called Fionn, the fair one, later leader of the Fianna.',
    ],
    sign: 'Salmon',
  },
  {
    id: 'lir',
    name: 'The Children of Lir',
    epithet: 'One of the Three Sorrows of Storytelling',
    source: 'Oidheadh Chlainne Lir',
    paragraphs: [
      'Jealous of her husband’s love for his children, Aoife turns Fionnuala, Aodh, Fiachra and Conn into swans, keeping only their human voices. They must spend three hundred years on Lough Derravaragh, three hundred on the stormy Sea of Moyle and three hundred off Irrus Domnann in the west, singing so beautifully that all who heard them were comforted.',
      'When the nine hundred years end, at the sound of a Christian bell, they return to human form as withered old people, are baptised and die, and are buried together. The tale as we have it is late — its manuscripts are early modern — but it remains one of the best loved in Ireland.',
    ],
    sign: 'Swan',
  },
  {
    id: 'ceridwen',
    name: 'Ceridwen and Taliesin',
    epithet: 'Transformation in the Welsh tradition',
    source: 'Hanes Taliesin (The Tale of Taliesin)',
    paragraphs: [
      'The enchantress Ceridwen brews a cauldron of inspiration for a year and a day. The boy Gwion Bach, set to stir it, is splashed by the three precious drops and gains all wisdom at once. He flees, and she pursues him through a chain of shapes: hare and greyhound, fish and otter, bird and hawk, until he becomes a grain of wheat and she, as a black hen, swallows him.',
      'She bears him again as a child so beautiful she cannot kill him, and sets him adrift in a leather bag. Found in a salmon weir, he is named Taliesin, “radiant brow”, and becomes the greatest of the bards.',
    ],
    sign: 'Butterfly',
  },
];

const background: readonly BackgroundArticle[] = [
  {
    id: 'bg-ogham',
    title: 'The Ogham alphabet',
    evidence: 'history',
    paragraphs: [
      'Ogham (Old Irish *ogam*) is an alphabet of strokes cut across or beside a stem line, usually the edge of a standing stone. Around four hundred inscriptions survive, most of them in Ireland and the rest in Wales, Scotland, the Isle of Man and south-west England. Most date from the fifth and sixth centuries and are short memorials of the form “X son of Y” (*… MAQI …*), written in Primitive Irish.',
      'The twenty main letters fall into four groups of five, the *aicmí*, each named after its first letter: **Beith**, **Húath**, **Muin** and **Ailm**. The first group gives the alphabet its old name, the Beith-Luis-Nin.',
      'The link with trees comes from medieval scholars, not from the stones. Treatises such as the *Auraicept na nÉces* and *In Lebor Ogaim*, preserved in the Book of Ballymote (c. 1390), explain each letter with a tree or plant — birch, rowan, alder, willow, ash, hawthorn, oak, holly, hazel and more — alongside riddling “word-oghams” for each letter. Only some letter names truly are trees (*beith* is birch, *fern* alder, *sail* willow, *dair* oak, *coll* hazel); others were fitted to trees later.',
    ],
  },
  {
    id: 'bg-graves',
    title: 'Robert Graves and the tree calendar',
    evidence: 'modern',
    paragraphs: [
      "The idea of a year of thirteen tree-months comes from the poet Robert Graves. In *The White Goddess* (1948) he built on the Beith-Luis-Nin letter order printed by Roderick O'Flaherty in *Ogygia* (1685) and proposed that the consonants of Ogham named thirteen months of 28 days, beginning with Birch on 24 December, with one extra day left over to complete the solar year.",
      "Graves offered this as poetic and mythic insight, and he was open about his method. Historians and Celtic scholars have found no evidence that any Celtic people reckoned time this way. The animal signs used in this app were attached to Graves's months later still, by popular astrology writers in the late twentieth century.",
    ],
    note: 'So the signs here are best enjoyed as a modern, Celtic-inspired symbol system — rooted in real trees, real myths and a real alphabet, but not an ancient zodiac.',
  },
  {
    id: 'bg-coligny',
    title: 'The Coligny calendar',
    evidence: 'history',
    paragraphs: [
      'The one calendar that truly survives from the Celtic world was found in 1897 at Coligny, near Bourg-en-Bresse in eastern France: a large bronze tablet, broken into many fragments, engraved in the second century AD in the Gaulish language using Latin letters. It is now kept in Lyon, the Roman Lugdunum — the “fort of Lugus”.',
      'It is a lunisolar calendar laid out over five years: sixty-two lunar months, including two extra months inserted to keep the moons in step with the sun. Months have 29 or 30 days, each split into two halves, and are marked *MAT* (“good, complete”) or *ANM* (“not good”). The first month, *Samonios*, is widely linked with the Irish festival of Samhain.',
    ],
    note: 'The Coligny calendar counts moons, not trees; it shows that Gaulish learned men tracked sun and moon with real precision.',
  },
  {
    id: 'bg-druids',
    title: 'The druids',
    evidence: 'history',
    paragraphs: [
      'Everything written about druids in antiquity comes from outsiders. Julius Caesar (*Gallic War*, Book VI) describes them as an honoured class in Gaul who led worship, judged disputes and taught the young: a student might spend up to twenty years learning verses by heart, because the druids thought it wrong to commit their teaching to writing. They taught, he says, that the soul does not perish but passes from one body to another.',
      'Pliny the Elder tells of a white-robed priest climbing an oak on the sixth day of the moon to cut mistletoe with a golden sickle, and Tacitus describes the Roman assault on the druid stronghold of Mona (Anglesey) in AD 60. In early Irish stories the *druí* is a seer and counsellor at royal courts, a role that faded with Christianity.',
    ],
    note: "Much of today's popular picture of druids — white robes at Stonehenge, bardic circles — comes from the eighteenth-century revival of William Stukeley and Iolo Morganwg, whose first Gorsedd met on Primrose Hill, London, in 1792.",
  },
  {
    id: 'bg-festivals',
    title: 'The fire festivals',
    evidence: 'literature',
    paragraphs: [
      "Early Irish literature divides the year at four great feasts. **Samhain** (1 November) opened winter and the new year, when the boundary with the Otherworld grew thin. **Imbolc** (1 February) marked the first stirring of spring and the ewes coming into milk, and became the feast of St Brigid. **Beltane** (1 May) brought summer: the tenth-century *Cormac's Glossary* tells how druids lit two fires and drove the cattle between them to guard against disease. **Lughnasadh** (1 August) opened the harvest with games said to have been founded by Lugh in memory of his foster-mother Tailtiu.",
      'Bonfires, hill-top gatherings and harvest fairs kept these dates alive in Ireland, Scotland and the Isle of Man into modern times. The eight-spoked “Wheel of the Year”, which adds the solstices and equinoxes, is a twentieth-century neo-pagan synthesis — although monuments such as Newgrange, whose passage is lit by the midwinter sunrise, show that people in these islands watched the solstice more than two thousand years before any Celtic language was spoken there.',
    ],
  },
];

export const en: HistoryContent = {
  mythIntro,
  mythFigures,
  mythNote:
    "The links between these stories and the thirteen signs are this app's own, chosen for a shared animal or theme; the medieval storytellers knew nothing of a tree zodiac.",
  backgroundIntro:
    "The Celtic tree zodiac weaves together three very different threads: an early medieval alphabet carved on standing stones, a Roman-era bronze calendar from Gaul, and a twentieth-century poet's vision. Each is worth knowing for what it really is.",
  background,
  calendar: {
    quartersIntro: 'Each festival opens a quarter of the year, running to the eve of the next.',
    moonIntro:
      "Celtic time was counted by nights rather than days — Caesar noted that the Gauls reckoned periods by nights, and the Coligny calendar is built on the moon's months.",
    moonNote:
      'Two readings of the cycle are in circulation. One source lists the eight phases above, with the Full Moon fifth; another gives nine entries, again with the fifth being full — in effect counting the returning New Moon a second time to close the month. Both describe the same waxing to the full and waning back to dark. The phase marked “Tonight” is computed from the real position of the moon.',
    monthsNote:
      "Thirteen months of 28 days make 364 days; the one day left over, December 23, completes the solar year and is counted here with Elder, the Wolf's month, so every day has its tree. The thirteen months are Robert Graves's arrangement, from 1948 — see Historical Background.",
  },
};
