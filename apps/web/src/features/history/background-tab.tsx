import { Article, Note } from './article';

/** Historical Background: what is known, what is medieval learning, and what is modern. */
export function BackgroundTab() {
  return (
    <div className="space-y-6">
      <p className="max-w-prose text-parchment-dim leading-relaxed">
        The Celtic tree zodiac weaves together three very different threads: an early medieval alphabet carved
        on standing stones, a Roman-era bronze calendar from Gaul, and a twentieth-century poet's vision. Each
        is worth knowing for what it really is.
      </p>

      <Article id="bg-ogham" title="The Ogham alphabet" evidence="history">
        <p>
          Ogham (Old Irish <em>ogam</em>) is an alphabet of strokes cut across or beside a stem line, usually
          the edge of a standing stone. Around four hundred inscriptions survive, most of them in Ireland and
          the rest in Wales, Scotland, the Isle of Man and south-west England. Most date from the fifth and
          sixth centuries and are short memorials of the form “X son of Y” (<em>… MAQI …</em>), written in
          Primitive Irish.
        </p>
        <p>
          The twenty main letters fall into four groups of five, the <em>aicmí</em>, each named after its
          first letter: <strong>Beith</strong>, <strong>Húath</strong>, <strong>Muin</strong> and{' '}
          <strong>Ailm</strong>. The first group gives the alphabet its old name, the Beith-Luis-Nin.
        </p>
        <p>
          The link with trees comes from medieval scholars, not from the stones. Treatises such as the{' '}
          <em>Auraicept na nÉces</em> and <em>In Lebor Ogaim</em>, preserved in the Book of Ballymote (c.
          1390), explain each letter with a tree or plant — birch, rowan, alder, willow, ash, hawthorn, oak,
          holly, hazel and more — alongside riddling “word-oghams” for each letter. Only some letter names
          truly are trees (<em>beith</em> is birch, <em>fern</em> alder, <em>sail</em> willow, <em>dair</em>{' '}
          oak, <em>coll</em> hazel); others were fitted to trees later.
        </p>
      </Article>

      <Article id="bg-graves" title="Robert Graves and the tree calendar" evidence="modern">
        <p>
          The idea of a year of thirteen tree-months comes from the poet Robert Graves. In{' '}
          <em>The White Goddess</em> (1948) he built on the Beith-Luis-Nin letter order printed by Roderick
          O'Flaherty in <em>Ogygia</em> (1685) and proposed that the consonants of Ogham named thirteen months
          of 28 days, beginning with Birch on 24 December, with one extra day left over to complete the solar
          year.
        </p>
        <p>
          Graves offered this as poetic and mythic insight, and he was open about his method. Historians and
          Celtic scholars have found no evidence that any Celtic people reckoned time this way. The animal
          signs used in this app were attached to Graves's months later still, by popular astrology writers in
          the late twentieth century.
        </p>
        <Note>
          So the signs here are best enjoyed as a modern, Celtic-inspired symbol system — rooted in real
          trees, real myths and a real alphabet, but not an ancient zodiac.
        </Note>
      </Article>

      <Article id="bg-coligny" title="The Coligny calendar" evidence="history">
        <p>
          The one calendar that truly survives from the Celtic world was found in 1897 at Coligny, near
          Bourg-en-Bresse in eastern France: a large bronze tablet, broken into many fragments, engraved in
          the second century AD in the Gaulish language using Latin letters. It is now kept in Lyon, the Roman
          Lugdunum — the “fort of Lugus”.
        </p>
        <p>
          It is a lunisolar calendar laid out over five years: sixty-two lunar months, including two extra
          months inserted to keep the moons in step with the sun. Months have 29 or 30 days, each split into
          two halves, and are marked <em>MAT</em> (“good, complete”) or <em>ANM</em> (“not good”). The first
          month, <em>Samonios</em>, is widely linked with the Irish festival of Samhain.
        </p>
        <Note>
          The Coligny calendar counts moons, not trees; it shows that Gaulish learned men tracked sun and moon
          with real precision.
        </Note>
      </Article>

      <Article id="bg-druids" title="The druids" evidence="history">
        <p>
          Everything written about druids in antiquity comes from outsiders. Julius Caesar (
          <em>Gallic War</em>, Book VI) describes them as an honoured class in Gaul who led worship, judged
          disputes and taught the young: a student might spend up to twenty years learning verses by heart,
          because the druids thought it wrong to commit their teaching to writing. They taught, he says, that
          the soul does not perish but passes from one body to another.
        </p>
        <p>
          Pliny the Elder tells of a white-robed priest climbing an oak on the sixth day of the moon to cut
          mistletoe with a golden sickle, and Tacitus describes the Roman assault on the druid stronghold of
          Mona (Anglesey) in AD 60. In early Irish stories the <em>druí</em> is a seer and counsellor at royal
          courts, a role that faded with Christianity.
        </p>
        <Note>
          Much of today's popular picture of druids — white robes at Stonehenge, bardic circles — comes from
          the eighteenth-century revival of William Stukeley and Iolo Morganwg, whose first Gorsedd met on
          Primrose Hill, London, in 1792.
        </Note>
      </Article>

      <Article id="bg-festivals" title="The fire festivals" evidence="literature">
        <p>
          Early Irish literature divides the year at four great feasts. <strong>Samhain</strong> (1 November)
          opened winter and the new year, when the boundary with the Otherworld grew thin.{' '}
          <strong>Imbolc</strong> (1 February) marked the first stirring of spring and the ewes coming into
          milk, and became the feast of St Brigid. <strong>Beltane</strong> (1 May) brought summer: the
          tenth-century <em>Cormac's Glossary</em> tells how druids lit two fires and drove the cattle between
          them to guard against disease. <strong>Lughnasadh</strong> (1 August) opened the harvest with games
          said to have been founded by Lugh in memory of his foster-mother Tailtiu.
        </p>
        <p>
          Bonfires, hill-top gatherings and harvest fairs kept these dates alive in Ireland, Scotland and the
          Isle of Man into modern times. The eight-spoked “Wheel of the Year”, which adds the solstices and
          equinoxes, is a twentieth-century neo-pagan synthesis — although monuments such as Newgrange, whose
          passage is lit by the midwinter sunrise, show that people in these islands watched the solstice more
          than two thousand years before any Celtic language was spoken there.
        </p>
      </Article>
    </div>
  );
}
