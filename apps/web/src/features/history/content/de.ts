import type { HistoryContent } from './types';

// German. Titles of Irish and Welsh works stay in their language, with a German gloss where English had one.

export const de: HistoryContent = {
  mythIntro:
    'Die irischen Mythen wurden zwischen dem 8. und dem 12. Jahrhundert von christlichen Mönchen aufgeschrieben, in Handschriften wie dem Lebor na hUidre (um 1100) und dem Buch von Leinster (um 1160); die walisischen Erzählungen sind in Büchern des 14. Jahrhunderts erhalten. Die Schreiber machten aus alten Göttern oft Könige und Helden der Vorzeit, und so ist jede der folgenden Geschichten eine mittelalterliche Fassung von etwas Älterem – wie viel älter, ist selten sicher.',
  mythFigures: [
    {
      id: 'tuatha',
      name: 'Die Tuatha Dé Danann',
      epithet: 'Die Völker der Göttin',
      source: 'Lebor Gabála Érenn (Das Buch der Landnahmen); Cath Maige Tuired',
      paragraphs: [
        'In der gelehrten Pseudogeschichte Irlands kommen die Tuatha Dé Danann in dunkle Wolken gehüllt und bringen vier Schätze aus den nördlichen Städten Falias, Gorias, Findias und Murias mit: den Stein von Fál, der unter einem rechtmäßigen König aufschrie, den Speer des Lugh, das Schwert des Nuada und den Kessel des Dagda.',
        'In der Ersten Schlacht von Mag Tuired besiegen sie die Fir Bolg; ihr König Nuada verliert dort einen Arm und muss, nun nicht mehr makellos, das Königtum abgeben, bis ihm der Arzt Dian Cécht einen Arm aus Silber fertigt. In der Zweiten Schlacht brechen sie die Macht der Fomorier. Als die Söhne des Míl, die Ahnen der Iren, das Land einnehmen, ziehen sich die Tuatha Dé in die Hügel und Grabhügel zurück, die sídhe, und werden zu den aos sí, dem Volk der Feenhügel.',
      ],
    },
    {
      id: 'dagda',
      name: 'Der Dagda',
      epithet: 'Der gute Gott – gut in allem',
      source: 'Cath Maige Tuired; die Dindshenchas',
      paragraphs: [
        'Der Dagda, die Vatergestalt der Tuatha Dé, trägt eine gewaltige Keule, die mit dem einen Ende tötet und mit dem anderen das Leben zurückgibt, und einen Kessel, von dem nie eine Gesellschaft ungesättigt fortging. Seine Harfe Uaithne konnte die Weisen der Trauer, der Freude und des Schlafes spielen und die Jahreszeiten in ihre Ordnung bringen.',
        'Vor der Zweiten Schlacht von Mag Tuired begegnet er zu Samhain der Morrígan, die sich im Fluss Unshin wäscht, und ihre Vereinigung gewinnt ihm ihre Hilfe gegen die Fomorier. Es hieß, er wohne in Brú na Bóinne, dem großen Ganggrab von Newgrange, bis ihm sein Sohn Aengus Óg es mit einem klugen Wortspiel abgewann.',
      ],
      sign: 'Bull',
    },
    {
      id: 'brigid',
      name: 'Brigid',
      epithet: 'Dichtung, Heilkunst und Schmiede',
      source: 'Cormacs Glossar; Gerald von Wales, Topographia Hibernica',
      paragraphs: [
        'Cormacs Glossar (um 900) nennt Brigid, die Tochter des Dagda, eine Göttin, die von den Dichtern verehrt wurde, und gibt ihr zwei gleichnamige Schwestern: Brigid der Heilkunst und Brigid der Schmiedekunst – vielleicht eine einzige Göttin in drei Gestalten.',
        'Ihr Festtag, der 1. Februar, ist Imbolc, und er wurde zum Fest der heiligen Brigid von Kildare. Im 12. Jahrhundert beschrieb Gerald von Wales ein von Nonnen gehütetes Feuer in Kildare, das niemals ausgehen durfte. Wie viel von der Göttin in der Heiligen weiterlebt, ist bis heute umstritten; die Binsenkreuze, die an ihrem Tag geflochten werden, entstehen noch immer in ganz Irland.',
      ],
      sign: 'Cat',
    },
    {
      id: 'lugh',
      name: 'Lugh',
      epithet: 'Samildánach, Meister aller Künste',
      source: 'Cath Maige Tuired',
      paragraphs: [
        'Lugh kommt an das Tor von Tara und hört, dass niemand ohne eine Kunst eingelassen wird. Er nennt sich Zimmermann, Schmied, Kämpe, Harfner, Krieger, Dichter, Geschichtskundiger, Zauberer, Arzt, Mundschenk und Handwerker; jedes Mal antwortet der Torhüter, der Hof habe schon einen. Doch hat er einen einzigen Mann, der all das zugleich ist? Lugh wird eingelassen, und Nuada überlässt ihm seinen Platz.',
        'In der Zweiten Schlacht von Mag Tuired tötet Lugh seinen eigenen Großvater, Balor von den Fomoriern, mit einem Schleuderstein durch das tödliche Auge. Das Erntefest Lughnasadh sollen die Leichenspiele gewesen sein, die er für seine Ziehmutter Tailtiu abhielt, die beim Roden der Ebenen Irlands für den Pflug starb. Der gallische Gott Lugus gab Städten in ganz Europa seinen Namen, darunter Lyon.',
      ],
      sign: 'Wren',
    },
    {
      id: 'cernunnos',
      name: 'Cernunnos',
      epithet: 'Der Gehörnte',
      source: 'Der Pfeiler der Schiffer, Paris; der Kessel von Gundestrup',
      paragraphs: [
        'Der Name Cernunnos ist sicher nur von einem einzigen behauenen Stein bekannt, dem Pfeiler der Schiffer, der unter Kaiser Tiberius (14–37 n. Chr.) in Paris errichtet wurde; dort bezeichnet er eine Gestalt mit einem Hirschgeweih, an dem Torques hängen. Eine ähnliche geweihtragende Gestalt sitzt mit gekreuzten Beinen auf dem silbernen Kessel von Gundestrup, der 1891 in einem dänischen Moor gefunden wurde, einen Torques in der einen Hand und eine widderhörnige Schlange in der anderen, von Tieren umgeben.',
        'Kein Mythos des Cernunnos ist überliefert. Jede geweihtragende Gestalt der keltischen Welt mit seinem Namen zu benennen, ist eine moderne Gepflogenheit der Forschung, und der „Herr der Tiere“ ist eine Deutung, die aus den Bildern selbst gewonnen wurde.',
      ],
      sign: 'Stag',
    },
    {
      id: 'morrigan',
      name: 'Die Morrígan',
      epithet: 'Die große Königin, die Phantomkönigin',
      source: 'Táin Bó Cúailnge; Cath Maige Tuired',
      paragraphs: [
        'Oft eine von dreien, mit Badb und Macha (oder Nemain), ist die Morrígan eine Gestalt des Krieges, des Schicksals und der Herrschaft, die als Frau, als Krähe oder als Tier erscheint und über Schlachten weissagt.',
        'In der Táin bietet sie sich dem Helden Cú Chulainn an; als er sie verschmäht, kehrt sie zurück und kämpft gegen ihn als Aal, als Wölfin und als rote Färse. Bei seinem Tod lässt sich eine Krähe auf seiner Schulter nieder, und erst dann wagen sich seine Feinde heran.',
      ],
      sign: 'Wolf',
    },
    {
      id: 'manannan',
      name: 'Manannán mac Lir',
      epithet: 'Herr des Meeres und der Anderswelt',
      source: 'Immram Brain (Die Seefahrt des Bran); Überlieferung der Insel Man',
      paragraphs: [
        'In der Seefahrt des Bran begegnet das Boot des Helden Manannán, der einen Wagen über die Wellen lenkt. Was Bran als Meer sieht, singt der Gott, ist für ihn eine blühende Ebene, und die springenden Lachse sind Kälber und Lämmer – die Anderswelt liegt gleich hinter der alltäglichen.',
        'Spätere Erzählungen geben ihm das Pferd Enbarr, das über Wasser galoppierte wie über Land, einen Mantel aus Nebel und einen Beutel aus Kranichhaut, der seine Schätze barg. Auf der Insel Man erinnert man sich an ihn als ersten Herrscher der Insel, der sie vor Plünderern in Nebel hüllte und als Pacht nur ein Bündel Binsen zu jeder Sommersonnenwende nahm.',
      ],
      sign: 'Seahorse',
    },
    {
      id: 'fionn',
      name: 'Fionn mac Cumhaill und der Lachs der Weisheit',
      epithet: 'Die Jugendtaten des Fionn',
      source: 'Macgnímartha Finn',
      paragraphs: [
        'Neun Haselsträucher wuchsen über dem Brunnen von Segais, der Quelle des Boyne, und ihre Nüsse fielen ins Wasser, wo ein Lachs sie fraß. Wer als Erster von diesem Lachs kostete, würde alles wissen. Der Dichter Finnéces fischte sieben Jahre lang im Becken von Féc am Boyne, bevor er ihn fing.',
        'Er gab ihn seinem jungen Schüler Deimne zum Braten und verbot ihm, davon zu kosten. Auf der Haut bildete sich eine Blase, der Junge drückte sie mit dem Daumen ein, verbrannte sich und steckte den Daumen in den Mund. Das Wissen ging auf ihn über; fortan musste er nur den Daumen an seinen Zahn legen, um Verborgenes zu sehen, und man nannte ihn Fionn, den Hellen, später Anführer der Fianna.',
      ],
      sign: 'Salmon',
    },
    {
      id: 'lir',
      name: 'Die Kinder des Lir',
      epithet: 'Eine der Drei Kummergeschichten der Erzählkunst',
      source: 'Oidheadh Chlainne Lir',
      paragraphs: [
        'Eifersüchtig auf die Liebe ihres Mannes zu seinen Kindern verwandelt Aoife Fionnuala, Aodh, Fiachra und Conn in Schwäne und lässt ihnen nur ihre menschlichen Stimmen. Dreihundert Jahre müssen sie auf dem Lough Derravaragh verbringen, dreihundert auf der stürmischen See von Moyle und dreihundert vor Irrus Domnann im Westen, und sie singen so schön, dass alle, die sie hören, Trost finden.',
        'Als die neunhundert Jahre vorüber sind, erhalten sie beim Klang einer christlichen Glocke ihre menschliche Gestalt zurück, als verwelkte Greise, werden getauft, sterben und werden gemeinsam begraben. Die Erzählung, wie wir sie kennen, ist spät – ihre Handschriften stammen aus der frühen Neuzeit –, doch sie gehört bis heute zu den beliebtesten Irlands.',
      ],
      sign: 'Swan',
    },
    {
      id: 'ceridwen',
      name: 'Ceridwen und Taliesin',
      epithet: 'Verwandlung in der walisischen Überlieferung',
      source: 'Hanes Taliesin (Die Geschichte des Taliesin)',
      paragraphs: [
        'Die Zauberin Ceridwen braut ein Jahr und einen Tag lang einen Kessel der Inspiration. Der Junge Gwion Bach, der ihn umrühren soll, wird von den drei kostbaren Tropfen bespritzt und erlangt auf einen Schlag alle Weisheit. Er flieht, und sie verfolgt ihn durch eine Kette von Gestalten: Hase und Windhund, Fisch und Otter, Vogel und Falke, bis er zu einem Weizenkorn wird und sie ihn als schwarze Henne verschluckt.',
        'Sie gebiert ihn erneut als ein so schönes Kind, dass sie es nicht töten kann, und setzt es in einem Ledersack auf dem Wasser aus. In einem Lachswehr gefunden, erhält er den Namen Taliesin, „strahlende Stirn“, und wird der größte der Barden.',
      ],
      sign: 'Butterfly',
    },
  ],
  mythNote:
    'Die Verbindungen zwischen diesen Geschichten und den dreizehn Zeichen hat diese App selbst gezogen, nach einem gemeinsamen Tier oder Thema; die mittelalterlichen Erzähler wussten nichts von einem Baumkreis.',
  backgroundIntro:
    'Der keltische Baumkreis verwebt drei sehr verschiedene Fäden: ein frühmittelalterliches Alphabet, in Steine gehauen, einen bronzenen Kalender aus dem römischen Gallien und die Vision eines Dichters des 20. Jahrhunderts. Jeder davon lohnt es, ihn als das zu kennen, was er wirklich ist.',
  background: [
    {
      id: 'bg-ogham',
      title: 'Das Ogham-Alphabet',
      evidence: 'history',
      paragraphs: [
        'Ogham (altirisch *ogam*) ist ein Alphabet aus Kerben, die quer über eine Stammlinie oder neben ihr eingeschnitten sind, meist die Kante eines aufrechten Steins. Rund vierhundert Inschriften sind erhalten, die meisten in Irland, die übrigen in Wales, Schottland, auf der Insel Man und im Südwesten Englands. Die meisten stammen aus dem 5. und 6. Jahrhundert und sind kurze Gedenkinschriften der Form „X, Sohn des Y“ (*… MAQI …*) in Uririsch.',
        'Die zwanzig Hauptbuchstaben bilden vier Gruppen zu je fünf, die *aicmí*, jede nach ihrem ersten Buchstaben benannt: **Beith**, **Húath**, **Muin** und **Ailm**. Die erste Gruppe gibt dem Alphabet seinen alten Namen, Beith-Luis-Nin.',
        'Die Verbindung zu den Bäumen stammt von mittelalterlichen Gelehrten, nicht von den Steinen. Abhandlungen wie die *Auraicept na nÉces* und *In Lebor Ogaim*, überliefert im Buch von Ballymote (um 1390), erklären jeden Buchstaben mit einem Baum oder einer Pflanze – Birke, Eberesche, Erle, Weide, Esche, Weißdorn, Eiche, Stechpalme, Hasel und weitere –, dazu rätselhafte „Wort-Oghams“ für jeden Buchstaben. Nur manche Buchstabennamen sind wirklich Bäume (*beith* ist die Birke, *fern* die Erle, *sail* die Weide, *dair* die Eiche, *coll* die Hasel); andere wurden erst später Bäumen zugeordnet.',
      ],
    },
    {
      id: 'bg-graves',
      title: 'Robert Graves und der Baumkalender',
      evidence: 'modern',
      paragraphs: [
        'Die Idee eines Jahres aus dreizehn Baummonaten stammt von dem Dichter Robert Graves. In *Die weiße Göttin* (1948) ging er von der Buchstabenfolge Beith-Luis-Nin aus, die Roderick O’Flaherty in *Ogygia* (1685) abgedruckt hatte, und schlug vor, dass die Konsonanten des Ogham dreizehn Monate zu 28 Tagen benannten, beginnend mit der Birke am 24. Dezember, und ein zusätzlicher Tag das Sonnenjahr vervollständigte.',
        'Graves bot dies als dichterische und mythische Einsicht an und legte seine Methode offen. Historiker und Keltologen haben keinen Beleg dafür gefunden, dass irgendein keltisches Volk die Zeit so gerechnet hat. Die Tierzeichen dieser App wurden Graves’ Monaten noch später zugeordnet, von Autoren populärer Astrologie im späten 20. Jahrhundert.',
      ],
      note: 'Die Zeichen hier genießt man also am besten als modernes, keltisch inspiriertes Symbolsystem – verwurzelt in echten Bäumen, echten Mythen und einem echten Alphabet, aber kein uralter Tierkreis.',
    },
    {
      id: 'bg-coligny',
      title: 'Der Kalender von Coligny',
      evidence: 'history',
      paragraphs: [
        'Der einzige Kalender, der aus der keltischen Welt wirklich erhalten ist, wurde 1897 in Coligny bei Bourg-en-Bresse im Osten Frankreichs gefunden: eine große Bronzetafel, in viele Bruchstücke zerbrochen, im 2. Jahrhundert n. Chr. in gallischer Sprache mit lateinischen Buchstaben graviert. Sie wird heute in Lyon aufbewahrt, dem römischen Lugdunum – der „Festung des Lugus“.',
        'Es ist ein Lunisolarkalender über fünf Jahre: zweiundsechzig Mondmonate, darunter zwei eingeschobene Monate, die die Monde mit der Sonne im Takt halten. Die Monate haben 29 oder 30 Tage, jeder in zwei Hälften geteilt, und sind mit *MAT* („gut, vollständig“) oder *ANM* („nicht gut“) bezeichnet. Der erste Monat, *Samonios*, wird weithin mit dem irischen Fest Samhain in Verbindung gebracht.',
      ],
      note: 'Der Kalender von Coligny zählt Monde, nicht Bäume; er zeigt, dass gallische Gelehrte Sonne und Mond mit echter Genauigkeit verfolgten.',
    },
    {
      id: 'bg-druids',
      title: 'Die Druiden',
      evidence: 'history',
      paragraphs: [
        'Alles, was in der Antike über Druiden geschrieben wurde, stammt von Außenstehenden. Julius Caesar (*Der Gallische Krieg*, Buch VI) beschreibt sie als angesehenen Stand in Gallien, der den Kult leitete, Streitfälle schlichtete und die Jugend unterrichtete: Ein Schüler konnte bis zu zwanzig Jahre damit verbringen, Verse auswendig zu lernen, weil die Druiden es für falsch hielten, ihre Lehre der Schrift anzuvertrauen. Sie lehrten, sagt er, dass die Seele nicht vergeht, sondern von einem Körper in einen anderen übergeht.',
        'Plinius der Ältere erzählt von einem weiß gekleideten Priester, der am sechsten Tag des Mondes auf eine Eiche stieg, um mit einer goldenen Sichel Misteln zu schneiden, und Tacitus beschreibt den römischen Angriff auf die Druidenhochburg Mona (Anglesey) im Jahr 60 n. Chr. In frühen irischen Erzählungen ist der *druí* Seher und Ratgeber an den Königshöfen, eine Rolle, die mit dem Christentum verblasste.',
      ],
      note: 'Vieles am heutigen populären Bild der Druiden – weiße Gewänder in Stonehenge, Bardenkreise – stammt aus der Wiederbelebung des 18. Jahrhunderts durch William Stukeley und Iolo Morganwg, deren erstes Gorsedd 1792 auf dem Primrose Hill in London zusammentrat.',
    },
    {
      id: 'bg-festivals',
      title: 'Die Feuerfeste',
      evidence: 'literature',
      paragraphs: [
        'Die frühe irische Literatur teilt das Jahr an vier großen Festen. **Samhain** (1. November) eröffnete den Winter und das neue Jahr, wenn die Grenze zur Anderswelt dünn wurde. **Imbolc** (1. Februar) markierte das erste Erwachen des Frühlings, wenn die Mutterschafe Milch gaben, und wurde zum Fest der heiligen Brigid. **Beltane** (1. Mai) brachte den Sommer: *Cormacs Glossar* aus dem 10. Jahrhundert berichtet, wie Druiden zwei Feuer entzündeten und das Vieh zwischen ihnen hindurchtrieben, um es vor Krankheit zu schützen. **Lughnasadh** (1. August) eröffnete die Ernte mit Wettspielen, die Lugh zum Gedenken an seine Ziehmutter Tailtiu gestiftet haben soll.',
        'Feuer, Versammlungen auf den Hügeln und Erntemärkte hielten diese Daten in Irland, Schottland und auf der Insel Man bis in die Neuzeit lebendig. Das achtspeichige „Jahresrad“, das die Sonnenwenden und Tagundnachtgleichen hinzunimmt, ist eine neuheidnische Synthese des 20. Jahrhunderts – auch wenn Bauwerke wie Newgrange, dessen Gang der Sonnenaufgang zur Wintersonnenwende erhellt, zeigen, dass die Menschen auf diesen Inseln die Sonnenwende mehr als zweitausend Jahre beobachteten, bevor dort irgendeine keltische Sprache gesprochen wurde.',
      ],
    },
  ],
  calendar: {
    quartersIntro: 'Jedes Fest eröffnet ein Viertel des Jahres, das bis zum Vorabend des nächsten reicht.',
    moonIntro:
      'Die Kelten zählten die Zeit nach Nächten statt nach Tagen – Caesar bemerkte, dass die Gallier Zeiträume nach Nächten rechneten, und der Kalender von Coligny beruht auf den Monaten des Mondes.',
    moonNote:
      'Zwei Lesarten des Zyklus sind im Umlauf. Eine Quelle nennt die acht Phasen oben, mit dem Vollmond an fünfter Stelle; eine andere gibt neun Einträge, wieder mit dem fünften als Vollmond – sie zählt also den wiederkehrenden Neumond ein zweites Mal, um den Monat zu schließen. Beide beschreiben dasselbe Zunehmen bis zum Vollmond und Abnehmen zurück ins Dunkel. Die mit „Heute Nacht“ markierte Phase wird aus der wirklichen Stellung des Mondes berechnet.',
    monthsNote:
      'Dreizehn Monate zu 28 Tagen ergeben 364 Tage; der eine übrige Tag, der 23. Dezember, vervollständigt das Sonnenjahr und wird hier zum Holunder gezählt, dem Monat des Wolfs, damit jeder Tag seinen Baum hat. Die dreizehn Monate ordnete Robert Graves 1948 so an – siehe Historischer Hintergrund.',
  },
};
