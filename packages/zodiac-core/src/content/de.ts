import type { ContentBank } from './types';

// German. Personality words are predicative adjectives (der Hirsch ist edel), which do not inflect; the
// sign is named with its article in the case its sentence needs (dem Hirsch, des Wolfes, die Schlange).

export const de: ContentBank = {
  signs: {
    Stag: {
      name: 'Hirsch',
      tree: 'Birke',
      treeMeaning: 'Neubeginn',
      ruling: 'Saturn',
      symbol: 'Geweihkrone',
      animal: 'Rothirsch',
      personality: ['Edel', 'Geduldig', 'Ehrgeizig', 'Idealistisch', 'Stolz'],
      strengths: [
        'Unerschütterliche Integrität',
        'Weitblick',
        'Ruhige Führung in der Krise',
        'Treuer Beschützer',
      ],
      challenges: [
        'Stur, sobald er sich entschieden hat',
        'Wirkt leicht unnahbar',
        'Setzt sich unerreichbar hohe Maßstäbe',
      ],
      mythology:
        'Der Hirsch ist das Tier des Cernunnos, des gehörnten Herrn der Tiere, der auf dem Kessel von Gundestrup mit gekreuzten Beinen zwischen Hirschen und Schlangen sitzt. Weil der Hirsch sein Geweih abwirft und es neu wachsen lässt, sahen die Kelten in ihm das Versprechen der Erneuerung, passend für ein Zeichen, das beginnt, wenn sich die Mittwintersonne wieder dem Frühling zuwendet. In irischen Erzählungen lebte Sadhbh, die Mutter des Dichters Oisín, als Hirschkuh, und Fionn mac Cumhaill erkannte sie an der Sanftmut seiner Hunde Bran und Sceólang, die ihr nichts zuleide tun wollten. Ein weißer Hirsch führt Helden oft in die Anderswelt, und deshalb gilt der Hirsch als Wegweiser für andere.',
    },
    Cat: {
      name: 'Katze',
      tree: 'Eberesche',
      treeMeaning: 'Schutz und Einsicht',
      ruling: 'Uranus',
      symbol: 'Wachsames Auge',
      animal: 'Wildkatze',
      personality: ['Scharfsinnig', 'Unabhängig', 'Anmutig', 'Neugierig', 'Zurückhaltend'],
      strengths: [
        'Scharfe Intuition',
        'Behält einen kühlen Kopf',
        'Schnelles, originelles Denken',
        'Wenigen gegenüber leidenschaftlich treu',
      ],
      challenges: [
        'Fasst nur langsam Vertrauen',
        'Verschließt ihre Gefühle zu sehr',
        'Routine macht sie unruhig',
      ],
      mythology:
        'Im schottischen Hochland war die Cat Sìth eine Feenkatze, schwarz mit einem einzigen weißen Fleck auf der Brust, und die Familien hielten Totenwache, damit sie keine Seele vor dem Begräbnis stehlen konnte; zu Samhain stellte man ihr eine Untertasse Milch hinaus, um sie gnädig zu stimmen. Die irische Überlieferung erzählt von Irusan, dem König der Katzen, der den Dichter Seanchán Torpéist davontrug, weil er es gewagt hatte, in seinen Versen über Katzen zu spotten. Auf der Seefahrt des Máel Dúin bewacht eine kleine Katze eine Festung voller Schätze und verwandelt sich in einen feurigen Pfeil, der einen Dieb zu Asche verbrennt. Die Katze ist die Hüterin der Schwellen, die zwischen den Welten sieht und ihre Gedanken für sich behält.',
    },
    Snake: {
      name: 'Schlange',
      tree: 'Esche',
      treeMeaning: 'Der Weltenbaum',
      ruling: 'Pluto',
      symbol: 'Zusammengerollte Schlange',
      animal: 'Kreuzotter',
      personality: ['Weise', 'Intuitiv', 'Wandlungsfähig', 'Still charismatisch', 'Verschwiegen'],
      strengths: [
        'Tiefe Menschenkenntnis',
        'Heilt und erneuert',
        'Einfallsreich unter Druck',
        'Geduldige Strategin',
      ],
      challenges: [
        'Behält Geheimnisse zu lange für sich',
        'Hält an alten Kränkungen fest',
        'Kann in die Enge getrieben manipulativ werden',
      ],
      mythology:
        'Zu Imbolc, dem Fest der Brigid, sagten die Familien im schottischen Hochland einen Spruch auf: Am Tag der Bride kommt die Schlange aus ihrem Loch, und man versprach, ihr nichts zu tun, damit auch sie einem nichts tue; ihr Verhalten zeigte an, ob der Winter wirklich vorüber war. Brigid war die Göttin der Dichtung, der Heilkunst und des Schmiedefeuers, und die Schlange, die ihre Haut abstreift, war ein Zeichen für das Land, das erwacht und sich erneuert. Auf dem Kessel von Gundestrup hält Cernunnos eine widderhörnige Schlange in der Hand, und Plinius schrieb vom Schlangenei der Druiden, das im Walisischen als glain neidr fortlebt und als Talisman der Weisheit geschätzt wurde. Die Schlange ist das Zeichen der Erneuerung, der Heilerin, die weiß, dass jedes Ende einen Anfang in sich trägt.',
    },
    Hawk: {
      name: 'Falke',
      tree: 'Erle',
      treeMeaning: 'Mut und Gleichgewicht',
      ruling: 'Sonne',
      symbol: 'Ausgebreitete Schwingen',
      animal: 'Falke',
      personality: ['Visionär', 'Kühn', 'Zielstrebig', 'Großzügig', 'Weise'],
      strengths: [
        'Sieht das große Ganze',
        'Entschlossen und tapfer',
        'Spornt andere zum Handeln an',
        'Spricht die schlichte Wahrheit aus',
      ],
      challenges: ['Ungeduldig mit Langsameren', 'Kann herrisch sein', 'Kommt schwer zur Ruhe'],
      mythology:
        'Der Falke von Achill zählte zu den ältesten Geschöpfen Irlands, und in der alten Erzählung tauscht er Erinnerungen an die Zeitalter mit Fintan mac Bóchra, dem Seher, der die Sintflut überlebte, indem er nacheinander als Lachs, als Adler und als Falke lebte. Zusammen erinnerten sich die beiden an jeden König und jede Schlacht, seit die Welt jung war. In der walisischen Überlieferung trug Arthurs Neffe Gwalchmai den Namen „Falke des Mai“, ein Held, der für seine Höflichkeit ebenso berühmt war wie für seinen Mut. Der Falke ist der Weitsichtige, dem seine Höhe den Überblick schenkt und dessen klares Auge den Kern einer Sache findet.',
    },
    Fox: {
      name: 'Fuchs',
      tree: 'Weide',
      treeMeaning: 'Intuition und Träume',
      ruling: 'Merkur',
      symbol: 'Rote Lunte',
      animal: 'Rotfuchs',
      personality: ['Klug', 'Charmant', 'Verspielt', 'Anpassungsfähig', 'Diplomatisch'],
      strengths: [
        'Schlagfertigkeit',
        'Findet den verborgenen Pfad',
        'Warmherzige, witzige Gesellschaft',
        'Gelassen in heiklen Lagen',
      ],
      challenges: [
        'Versteckt wahre Gefühle hinter Humor',
        'Langweilt sich schnell',
        'Biegt die Wahrheit, um sich herauszuwinden',
      ],
      mythology:
        'Auf Gälisch heißt der Fuchs madadh ruadh, der rote Hund, und in der irischen Überlieferung ist er der Schlaue, der Hunde, Jäger und Wölfe gleichermaßen überlistet und mit Witz gewinnt, was andere mit Gewalt gewinnen. Die Häuptlinge von Teathbha in den irischen Midlands wählten den Fuchs zu ihrem Wappentier und hießen schlicht An Sionnach, der Fuchs. Der Lindow-Mann, die in Cheshire gefundene Moorleiche, wurde mit einem Band aus Fuchsfell am Arm bestattet, ein Hinweis darauf, wie hoch man das Tier schätzte. Der Fuchs lehrt, dass Verstand und gute Laune dich dort durchbringen, wo Stärke allein versagen würde.',
    },
    Bull: {
      name: 'Stier',
      tree: 'Weißdorn',
      treeMeaning: 'Die Schwelle zur Feenwelt',
      ruling: 'Venus',
      symbol: 'Geschwungene Hörner',
      animal: 'Stier',
      personality: ['Beständig', 'Sinnlich', 'Intuitiv', 'Beschützend', 'Gutherzig'],
      strengths: [
        'Felsenfest in schweren Zeiten',
        'Schafft dauerhafte Geborgenheit',
        'Durch und durch vertrauenswürdig',
        'Starke Intuition',
      ],
      challenges: [
        'Sträubt sich gegen Veränderung',
        'Besitzergreifend, wenn er unsicher ist',
        'Trägt lange nach',
      ],
      mythology:
        'Das große irische Epos, die Táin Bó Cúailnge, ist die Geschichte eines Stiers: Königin Medb von Connacht zog gegen Ulster in den Krieg, um den Donn Cúailnge, den Braunen Stier von Cooley, zu erbeuten, damit ihr Reichtum dem weißhörnigen Stier Finnbhennach ihres Gatten gleichkäme. Die beiden Stiere waren einst rivalisierende Schweinehirten der Anderswelt gewesen und durch viele Gestalten wiedergeboren worden, bevor sie einander als Tiere begegneten. Als sie endlich kämpften, siegte der Braune Stier und verstreute die Stücke seines Rivalen über ganz Irland, bevor ihm selbst das Herz zersprang. Beim tarbfeis, dem Stierfest, aß ein Druide vom Fleisch eines weißen Stiers und träumte den Namen des rechtmäßigen Königs, und so steht der Stier für Fülle, Herrschaft und die Kraft des Landes.',
    },
    Seahorse: {
      name: 'Seepferdchen',
      tree: 'Eiche',
      treeMeaning: 'Stärke und Ausdauer',
      ruling: 'Mond',
      symbol: 'Eingerollter Schwanz',
      animal: 'Seepferdchen',
      personality: ['Vielseitig', 'Liebenswürdig', 'Gewitzt', 'Wandelbar', 'Treu'],
      strengths: [
        'Passt sich jeder Strömung an',
        'Geschickt mit Geld und Plänen',
        'Treu zu seinen Freunden',
        'Erholt sich von Rückschlägen',
      ],
      challenges: [
        'Braucht Bestätigung',
        'Die Stimmung wechselt mit den Gezeiten',
        'Klammert sich gern an Sicherheit',
      ],
      mythology:
        'Manannán mac Lir, der irische Gott des Meeres, ritt Enbarr mit der wallenden Mähne, ein Pferd, das so leicht über die Wellen galoppierte wie über das Land, und für ihn waren die Schaumkronen Pferde und die Wogen eine blühende Ebene. Die Geschichten vom each-uisce, dem Wasserpferd der schottischen und irischen Seen, warnten, dass die Schönheit des Meeres und seine Gefahr nie weit voneinander entfernt sind. Manannán war zudem der Hüter von Emain Ablach, der Apfelinsel, und der Herr der Nebel und der Verwandlungen. Das Seepferdchen trägt seine Gaben: Anmut in wechselnden Wassern, das Gespür, die Gezeiten zu lesen, und den Mut, über die neunte Welle hinauszufahren.',
    },
    Wren: {
      name: 'Zaunkönig',
      tree: 'Stechpalme',
      treeMeaning: 'Herausforderung und Gleichgewicht',
      ruling: 'Jupiter',
      symbol: 'Gestelzter Schwanz',
      animal: 'Zaunkönig',
      personality: ['Witzig', 'Findig', 'Fröhlich', 'Grundsatztreu', 'Flink'],
      strengths: [
        'Löst Probleme mit Köpfchen',
        'Bringt Leben in jeden Raum',
        'Mutiger, als seine Größe vermuten lässt',
        'Ehrlich und gerecht',
      ],
      challenges: ['Verzettelt seine Kräfte', 'Empfindlich gegenüber Kritik', 'Kann ein Besserwisser sein'],
      mythology:
        'Der Zaunkönig ist der König der Vögel: Als die Vögel beschlossen, dass herrschen solle, wer am höchsten fliegt, versteckte sich der winzige Zaunkönig im Gefieder des Adlers und flog, als der Adler ermüdete, noch ein kleines Stück höher. Im Walisischen bedeutet das Wort dryw zugleich Zaunkönig und Druide, und in Irland war der Vogel der dreoilín, aus dessen Gesang die Druiden Vorzeichen lasen. Im Vierten Zweig des Mabinogi verdiente sich der junge Held seinen Namen, Lleu Llaw Gyffes, der Lichte mit der geschickten Hand, indem er einen Zaunkönig mit einem einzigen gezielten Wurf traf. Am Stephanstag ziehen die Wren Boys noch heute mit Masken und Strohgewändern von Tür zu Tür und tragen einen Stechpalmenzweig für den kleinen König.',
    },
    Horse: {
      name: 'Pferd',
      tree: 'Hasel',
      treeMeaning: 'Weisheit und Inspiration',
      ruling: 'Mars',
      symbol: 'Wehende Mähne',
      animal: 'Pferd',
      personality: ['Freiheitsliebend', 'Energisch', 'Selbstbewusst', 'Ehrgeizig', 'Herzlich'],
      strengths: [
        'Unermüdliche Ausdauer',
        'Geborene Führungskraft',
        'Großzügig mit seiner Zeit',
        'Liebt Herausforderungen',
      ],
      challenges: ['Prahlt an guten Tagen', 'Unruhig, wenn es gezügelt wird', 'Lädt sich zu viel auf'],
      mythology:
        'Epona, die gallische Pferdegöttin, wurde in der ganzen keltischen Welt verehrt, sogar von der römischen Reiterei, die ihr Bild in ihren Ställen aufstellte. Im Ersten Zweig des Mabinogi ritt Rhiannon ein fahles Pferd, das kein Reiter einholen konnte, so schnell er auch galoppierte, bis Pwyll ihr einfach nachrief und sie bat anzuhalten. Die Ulster-Göttin Macha lief hochschwanger gegen die Pferde des Königs um die Wette und gewann, dann verfluchte sie die Männer von Ulster für ihre Grausamkeit, und Emain Macha trägt bis heute ihren Namen. Das weiße Kreidepferd von Uffington galoppiert seit dreitausend Jahren über seinen Hang, und das Pferd ist das Zeichen der Freiheit, der Ausdauer und des Bandes zwischen Reiter und Land.',
    },
    Salmon: {
      name: 'Lachs',
      tree: 'Weinrebe',
      treeMeaning: 'Ernte und Weissagung',
      ruling: 'Neptun',
      symbol: 'Springender Fisch',
      animal: 'Atlantischer Lachs',
      personality: ['Inspiriert', 'Intuitiv', 'Großzügig', 'Entschlossen', 'Verträumt'],
      strengths: [
        'Ein tiefer Brunnen des Wissens',
        'Sieht, wohin die Dinge steuern',
        'Hält gegen den Strom durch',
        'Motiviert andere',
      ],
      challenges: [
        'Verliert sich in Tagträumen',
        'Veränderung verunsichert ihn',
        'Verrät in der Begeisterung zu viel',
      ],
      mythology:
        'Im Becken von Féc im Boyne schwamm der Lachs der Weisheit, der die neun Haselnüsse der Weisheit gefressen hatte, die in den Brunnen von Segais gefallen waren. Der Dichter Finnegas fischte sieben Jahre lang nach ihm, und als er ihn endlich fing, ließ er ihn von seinem jungen Schüler Fionn braten und verbot ihm, davon zu kosten. Fionn verbrannte sich den Daumen an der Haut, steckte ihn in den Mund und empfing alles Wissen der Welt; fortan musste er nur auf seinen Daumen beißen, um zu wissen, was er brauchte. In der walisischen Erzählung von Culhwch und Olwen trug der Lachs von Llyn Llyw, das älteste aller Geschöpfe, Arthurs Männer flussaufwärts, um Mabon zu befreien, und der Lachs ist das Zeichen der Weisheit, die auf einer langen Reise gesammelt wird.',
    },
    Swan: {
      name: 'Schwan',
      tree: 'Efeu',
      treeMeaning: 'Beharrlichkeit und Wachstum',
      ruling: 'Venus',
      symbol: 'Gebogener Hals',
      animal: 'Höckerschwan',
      personality: ['Elegant', 'Hingebungsvoll', 'Kultiviert', 'Romantisch', 'Anspruchsvoll'],
      strengths: ['Anmut unter Druck', 'Ein Leben lang treu', 'Feiner Sinn für Schönheit', 'Stille Würde'],
      challenges: ['Wirkt leicht distanziert', 'Perfektionistisch', 'Versteckt Kränkung hinter Fassung'],
      mythology:
        'Die Kinder des Lir wurden von ihrer eifersüchtigen Stiefmutter Aoife in Schwäne verwandelt und verbrachten neunhundert Jahre auf dem Wasser: dreihundert auf dem Lough Derravaragh, dreihundert auf der stürmischen See von Moyle und dreihundert vor Inish Glora; sie behielten ihre menschlichen Stimmen und sangen so schön, dass alle, die sie hörten, Trost fanden. Erst der Klang einer Glocke erlöste sie, alt und gebrechlich, damit man sie gemeinsam begraben konnte. Aengus Óg, der Gott der Liebe, verliebte sich in Caer Ibormeith, die jedes zweite Samhain die Gestalt eines Schwans annahm, und er wurde selbst zum Schwan, damit sie zusammen davonfliegen konnten. Der Schwan steht für Hingabe, für Schönheit, die Not übersteht, und für eine Seele, die treu bleibt.',
    },
    Butterfly: {
      name: 'Schmetterling',
      tree: 'Schilf',
      treeMeaning: 'Ziel und entschlossenes Handeln',
      ruling: 'Mond',
      symbol: 'Geöffnete Flügel',
      animal: 'Schmetterling',
      personality: ['Sanft', 'Gesellig', 'Fantasievoll', 'Optimistisch', 'Frei'],
      strengths: [
        'Bringt Leichtigkeit und Farbe',
        'Bringt Menschen zusammen',
        'Schöpferische Fantasie',
        'Mitfühlend',
      ],
      challenges: ['Flattert von Plan zu Plan', 'Weicht schwierigen Gesprächen aus', 'Schnell überfordert'],
      mythology:
        'In der Werbung um Étaín wurde Midirs schöne Frau von seiner eifersüchtigen ersten Frau Fuamnach in eine Wasserlache verwandelt, dann in einen Wurm und schließlich in eine schimmernde purpurne Fliege, einen Schmetterling, dessen Musik und Duft alle besänftigten, die ihm nahe kamen. Ein Zauberwind trieb sie sieben Jahre lang über Irland, bis Aengus Óg sie in einer kristallenen Laube zwischen Blumen barg. Schließlich fiel sie in den Becher der Frau eines Häuptlings, wurde verschluckt und tausend Jahre nach ihrer ersten Geburt als Mädchen wiedergeboren. Im irischen Volksglauben konnte ein Schmetterling eine Seele tragen, und der Schmetterling ist das Zeichen der Verwandlung, der Leichtigkeit und der Wiedergeburt.',
    },
    Wolf: {
      name: 'Wolf',
      tree: 'Holunder',
      treeMeaning: 'Abschied und Erneuerung',
      ruling: 'Mars',
      symbol: 'Heulender Kopf',
      animal: 'Grauwolf',
      personality: ['Mutig', 'Leidenschaftlich', 'Treu', 'Intensiv', 'Instinktiv'],
      strengths: [
        'Furchtloser Verteidiger',
        'Dem Rudel zutiefst treu',
        'Vertraut seinem guten Instinkt',
        'Hält Härten stand',
      ],
      challenges: ['Aufbrausend', 'Geht lieber allein seinen Weg', 'Verzeiht nur langsam'],
      mythology:
        'Der größte Held Ulsters, Cú Chulainn, erhielt seinen Namen vom Hund des Culann, und in der Táin trat ihm die Kriegsgöttin Morrígan in Gestalt einer grauen Wölfin entgegen, während er an der Furt kämpfte. Vom Hochkönig Cormac mac Airt hieß es, eine Wölfin habe ihn gesäugt, und sein Leben lang hielt er Wölfe als Gefährten. Gerald von Wales schrieb von den Wolfsleuten von Ossory, einem Mann und einer Frau, die sieben Jahre lang Wolfsgestalt annahmen und dennoch einen Priester baten, einem von ihnen, der im Sterben lag, die Sterbesakramente zu spenden. Der Wolf ist das Zeichen des Mutes, des Instinkts und einer Treue, die tiefer reicht als Worte.',
    },
  },
  elements: { Earth: 'Erde', Air: 'Luft', Water: 'Wasser', Fire: 'Feuer' },
  shortMonths: [
    'Jan.',
    'Feb.',
    'März',
    'Apr.',
    'Mai',
    'Juni',
    'Juli',
    'Aug.',
    'Sept.',
    'Okt.',
    'Nov.',
    'Dez.',
  ],
  monthDay: (day, month) => `${day}. ${month}`,
  calendar: {
    quarters: {
      'Samhain Quarter': { name: 'Samhain-Viertel', months: 'Nov.–Jan.' },
      'Imbolc Quarter': { name: 'Imbolc-Viertel', months: 'Feb.–Apr.' },
      'Beltane Quarter': { name: 'Beltane-Viertel', months: 'Mai–Juli' },
      'Lughnasadh Quarter': { name: 'Lughnasadh-Viertel', months: 'Aug.–Okt.' },
    },
    festivals: {
      Samhain: {
        date: '1. November',
        description:
          'Das keltische Neujahr und der Beginn der dunklen Jahreshälfte. Die Herden kamen von den Sommerweiden herab, auf den Hügeln brannten Feuer, und der Schleier zwischen dieser Welt und der Anderswelt war am dünnsten, sodass die Toten und das Volk der sídhe umgehen konnten. Die Familien deckten einen Platz für ihre Ahnen und gingen verkleidet hinaus, um unter den Geistern unerkannt zu bleiben.',
      },
      Imbolc: {
        date: '1. Februar',
        description:
          'Das erste Erwachen des Frühlings, wenn die Mutterschafe Milch geben und die Tage sichtbar länger werden. Das Fest gehört Brigid, der Göttin der Dichtung, der Heilkunst und der Schmiede: Die Familien flochten ihr Kreuz aus Binsen, bereiteten ihr am Herd ein Strohbett und hängten über Nacht einen Stoffstreifen hinaus, der ihren Segen auffangen sollte.',
      },
      Beltane: {
        date: '1. Mai',
        description:
          'Der Beginn des Sommers und der hellen Jahreshälfte. Das Vieh wurde zwischen zwei Feuern hindurchgetrieben, um es zu schützen, bevor es auf die Sommerweiden kam, die Herdfeuer wurden am Festfeuer neu entzündet, und die Häuser schmückte man mit Weißdorn und gelben Maiblumen; wer sich im Morgengrauen mit Tau wusch, sollte das ganze Jahr über schön bleiben.',
      },
      Lughnasadh: {
        date: '1. August',
        description:
          'Das Erntefest, gestiftet vom Gott Lugh zu Ehren seiner Ziehmutter Tailtiu, die starb, nachdem sie die Ebenen Irlands für den Ackerbau gerodet hatte. Die erste Garbe wurde geschnitten und geteilt, und man stieg auf die Hügel zu Wettspielen, Pferderennen, Märkten und Handfasting-Verlobungen, Bräuche, die im Garland Sunday und in der Puck Fair bis heute lebendig sind.',
      },
    },
    moonPhases: {
      'New Moon': 'Neumond',
      'Waxing Crescent': 'Zunehmende Sichel',
      'First Quarter': 'Erstes Viertel',
      'Waxing Gibbous': 'Zunehmender Dreiviertelmond',
      'Full Moon': 'Vollmond',
      'Waning Gibbous': 'Abnehmender Dreiviertelmond',
      'Last Quarter': 'Letztes Viertel',
      'Waning Crescent': 'Abnehmende Sichel',
    },
    lunarMonthsText:
      'Der keltische Baumkalender teilt das Jahr in 13 Mondmonate zu je 28 Tagen, einen für jeden Baum des Ogham-Alphabets, von der Birke zur Wintersonnenwende bis zum Holunder am Ende des Jahres. Dreizehn Monate zu 28 Tagen ergeben ein Jahr von 364 Tagen, sodass ein Tag übrig bleibt: der 23. Dezember, der „Tag außerhalb der Zeit“ zwischen dem alten und dem neuen Jahr. Hier wird er zum letzten Monat gezählt: Der Holunder reicht wie der Wolf vom 25. November bis zum 23. Dezember, und jeder Tag des Jahres hat seinen Baum. Weil jeder Monat dem 29,5-tägigen Zyklus des Mondes nahekommt, halten die Baummonate den Rhythmus der Mondphasen und bleiben doch an die Jahreszeiten der Sonne gebunden.',
  },
};
