import type { HistoryContent } from './types';

// Spanish. Titles of Irish and Welsh works stay in their language, with a Spanish gloss where English had one.

export const es: HistoryContent = {
  mythIntro:
    'Los mitos irlandeses fueron puestos por escrito por monjes cristianos entre los siglos VIII y XII, en manuscritos como el Lebor na hUidre (h. 1100) y el Libro de Leinster (h. 1160); los relatos galeses se conservan en libros del siglo XIV. Los copistas convirtieron a menudo a los viejos dioses en antiguos reyes y héroes, así que cada relato que sigue es una versión medieval de algo más antiguo; cuánto más antiguo, rara vez se sabe con certeza.',
  mythFigures: [
    {
      id: 'tuatha',
      name: 'Los Tuatha Dé Danann',
      epithet: 'Los pueblos de la diosa',
      source: 'Lebor Gabála Érenn (El libro de las invasiones); Cath Maige Tuired',
      paragraphs: [
        'En la erudita seudohistoria de Irlanda, los Tuatha Dé Danann llegan envueltos en una nube oscura y traen cuatro tesoros de las ciudades del norte, Falias, Gorias, Findias y Murias: la Piedra de Fál, que gritaba bajo un rey legítimo, la lanza de Lugh, la espada de Nuada y el caldero del Dagda.',
        'Derrotan a los Fir Bolg en la Primera Batalla de Mag Tuired, donde su rey Nuada pierde un brazo y, al dejar de estar sin tacha, debe renunciar al trono hasta que el médico Dian Cécht le hace un brazo de plata. En la Segunda Batalla quebrantan el poder de los fomorianos. Cuando los hijos de Míl, antepasados de los irlandeses, se adueñan de la tierra, los Tuatha Dé se retiran a las colinas y los túmulos, los sídhe, y se convierten en los aos sí, el pueblo de los montículos feéricos.',
      ],
    },
    {
      id: 'dagda',
      name: 'El Dagda',
      epithet: 'El dios bueno, bueno en todo',
      source: 'Cath Maige Tuired; el Dindshenchas',
      paragraphs: [
        'Figura paterna de los Tuatha Dé, el Dagda lleva una enorme maza que mata con un extremo y devuelve la vida con el otro, y un caldero del que ningún grupo se marchó jamás insatisfecho. Su arpa, Uaithne, sabía tocar las melodías del dolor, de la alegría y del sueño, y poner las estaciones en su orden.',
        'Antes de la Segunda Batalla de Mag Tuired se encuentra con la Morrígan en Samhain mientras ella se lava en el río Unshin, y su unión le gana la ayuda de ella contra los fomorianos. Se decía que habitaba en Brú na Bóinne, la gran tumba de corredor de Newgrange, hasta que su hijo Aengus Óg se la arrebató con un astuto juego de palabras.',
      ],
      sign: 'Bull',
    },
    {
      id: 'brigid',
      name: 'Brígida',
      epithet: 'Poesía, curación y fragua',
      source: 'Glosario de Cormac; Giraldo de Gales, Topographia Hibernica',
      paragraphs: [
        'El Glosario de Cormac (h. 900) nombra a Brígida, hija del Dagda, como una diosa a la que veneraban los poetas, y le da dos hermanas del mismo nombre: Brígida de la curación y Brígida de la herrería; tal vez una sola diosa con tres aspectos.',
        'Su fiesta, el 1 de febrero, es Imbolc, y se convirtió en la fiesta de santa Brígida de Kildare. En el siglo XII, Giraldo de Gales describió en Kildare un fuego atendido por monjas al que nunca se dejaba apagar. Cuánto de la diosa sobrevive en la santa sigue siendo objeto de debate; las cruces de junco que se tejen en su día todavía se hacen en toda Irlanda.',
      ],
      sign: 'Cat',
    },
    {
      id: 'lugh',
      name: 'Lugh',
      epithet: 'Samildánach, diestro en todas las artes',
      source: 'Cath Maige Tuired',
      paragraphs: [
        'Lugh llega a la puerta de Tara y le dicen que nadie puede entrar sin un oficio. Se presenta como carpintero, herrero, campeón, arpista, guerrero, poeta, historiador, hechicero, médico, copero y artesano; cada vez, el portero responde que la corte ya tiene uno. Pero ¿tiene a un solo hombre que sea todos ellos? Lo dejan pasar, y Nuada le cede su asiento.',
        'En la Segunda Batalla de Mag Tuired, Lugh mata a su propio abuelo, Balor de los fomorianos, con una piedra de honda que le atraviesa el ojo mortífero. Se decía que la fiesta de la cosecha de Lughnasadh eran los juegos fúnebres que celebró en honor de su madre adoptiva Tailtiu, que murió desbrozando las llanuras de Irlanda para el arado. El dios galo Lugus dio su nombre a ciudades de toda Europa, entre ellas Lyon.',
      ],
      sign: 'Wren',
    },
    {
      id: 'cernunnos',
      name: 'Cernunnos',
      epithet: 'El astado',
      source: 'El Pilar de los Nautas, París; el caldero de Gundestrup',
      paragraphs: [
        'El nombre de Cernunnos se conoce con seguridad por una sola piedra tallada, el Pilar de los Nautas, erigido en París en el reinado de Tiberio (14–37 d. C.), donde rotula una figura con astas de ciervo de las que cuelgan torques. Una figura astada parecida aparece sentada con las piernas cruzadas en el caldero de plata de Gundestrup, hallado en una turbera danesa en 1891, con un torques en una mano y una serpiente con cuernos de carnero en la otra, rodeada de animales.',
        'No se conserva ningún mito de Cernunnos. Llamar con su nombre a toda figura astada del mundo celta es una convención moderna de los estudiosos, y el «señor de los animales» es una interpretación sacada de las propias imágenes.',
      ],
      sign: 'Stag',
    },
    {
      id: 'morrigan',
      name: 'La Morrígan',
      epithet: 'La gran reina, la reina fantasma',
      source: 'Táin Bó Cúailnge; Cath Maige Tuired',
      paragraphs: [
        'A menudo una de una tríada con Badb y Macha (o Nemain), la Morrígan es una figura de la guerra, del destino y de la soberanía que se aparece como mujer, como corneja o como bestia y profetiza sobre las batallas.',
        'En el Táin se ofrece al héroe Cú Chulainn; cuando él la desprecia, vuelve para combatirlo convertida en anguila, en loba y en novilla roja. A su muerte, una corneja se posa en su hombro, y solo entonces se atreven sus enemigos a acercarse.',
      ],
      sign: 'Wolf',
    },
    {
      id: 'manannan',
      name: 'Manannán mac Lir',
      epithet: 'Señor del mar y del Otro Mundo',
      source: 'Immram Brain (El viaje de Bran); tradición de la isla de Man',
      paragraphs: [
        'En El viaje de Bran, la barca del héroe se cruza con Manannán, que conduce un carro sobre las olas. Lo que Bran ve como mar, canta el dios, es para él una llanura en flor, y los salmones que saltan son terneros y corderos: el Otro Mundo se extiende justo detrás del de cada día.',
        'Relatos posteriores le dan el caballo Enbarr, que galopaba sobre el agua como sobre la tierra, un manto de niebla y una bolsa de piel de grulla que guardaba sus tesoros. En la isla de Man se le recuerda como su primer soberano, que la ocultaba en la niebla a los invasores y solo pedía como tributo un haz de juncos cada solsticio de verano.',
      ],
      sign: 'Seahorse',
    },
    {
      id: 'fionn',
      name: 'Fionn mac Cumhaill y el Salmón del Conocimiento',
      epithet: 'Las hazañas de juventud de Fionn',
      source: 'Macgnímartha Finn',
      paragraphs: [
        'Nueve avellanos crecían sobre el Pozo de Segais, fuente del Boyne, y sus avellanas caían al agua, donde se las comía un salmón. Quien probara primero ese salmón lo sabría todo. El poeta Finnéces pescó en el remanso de Féc, en el Boyne, durante siete años antes de atraparlo.',
        'Se lo dio a su joven discípulo, Deimne, para que lo cocinara, y le prohibió probarlo. En la piel se levantó una ampolla; el muchacho la apretó con el pulgar, se quemó y se metió el pulgar en la boca. El conocimiento pasó a él; desde entonces le bastaba con tocarse el diente con el pulgar para ver lo oculto, y lo llamaron Fionn, el rubio, que más tarde sería jefe de los fianna.',
      ],
      sign: 'Salmon',
    },
    {
      id: 'lir',
      name: 'Los Hijos de Lir',
      epithet: 'Una de las Tres Penas de la narración',
      source: 'Oidheadh Chlainne Lir',
      paragraphs: [
        'Celosa del amor de su marido por sus hijos, Aoife convierte a Fionnuala, Aodh, Fiachra y Conn en cisnes y solo les deja sus voces humanas. Deben pasar trescientos años en el lago Derravaragh, trescientos en el tempestuoso mar de Moyle y trescientos frente a Irrus Domnann, en el oeste, y cantan con tanta belleza que consuelan a todo el que los oye.',
        'Cuando terminan los novecientos años, al sonar una campana cristiana, recuperan la forma humana convertidos en ancianos marchitos, son bautizados, mueren y los entierran juntos. El relato tal como lo conocemos es tardío, pues sus manuscritos son de la Edad Moderna, pero sigue siendo uno de los más queridos de Irlanda.',
      ],
      sign: 'Swan',
    },
    {
      id: 'ceridwen',
      name: 'Ceridwen y Taliesin',
      epithet: 'La transformación en la tradición galesa',
      source: 'Hanes Taliesin (La historia de Taliesin)',
      paragraphs: [
        'La hechicera Ceridwen prepara durante un año y un día un caldero de inspiración. El niño Gwion Bach, encargado de removerlo, recibe la salpicadura de las tres gotas preciosas y obtiene de golpe toda la sabiduría. Huye, y ella lo persigue a través de una cadena de formas: liebre y galgo, pez y nutria, pájaro y halcón, hasta que él se convierte en un grano de trigo y ella, como gallina negra, se lo traga.',
        'Ella lo vuelve a dar a luz como un niño tan hermoso que no puede matarlo, y lo abandona a la deriva en una bolsa de cuero. Hallado en una presa de salmones, recibe el nombre de Taliesin, «frente radiante», y llega a ser el más grande de los bardos.',
      ],
      sign: 'Butterfly',
    },
  ],
  mythNote:
    'Los vínculos entre estos relatos y los trece signos son cosa de esta aplicación, elegidos por un animal o un tema compartido; los narradores medievales no sabían nada de un zodiaco de los árboles.',
  backgroundIntro:
    'El zodiaco celta de los árboles entrelaza tres hilos muy distintos: un alfabeto altomedieval grabado en piedras erguidas, un calendario de bronce de la Galia de época romana y la visión de un poeta del siglo XX. Vale la pena conocer cada uno por lo que realmente es.',
  background: [
    {
      id: 'bg-ogham',
      title: 'El alfabeto ogham',
      evidence: 'history',
      paragraphs: [
        'El ogham (en irlandés antiguo *ogam*) es un alfabeto de trazos cortados a través de una línea central o junto a ella, por lo general la arista de una piedra erguida. Se conservan unas cuatrocientas inscripciones, la mayoría en Irlanda y el resto en Gales, Escocia, la isla de Man y el suroeste de Inglaterra. Casi todas datan de los siglos V y VI y son breves epitafios del tipo «X hijo de Y» (*… MAQI …*), escritos en irlandés primitivo.',
        'Las veinte letras principales se reparten en cuatro grupos de cinco, los *aicmí*, cada uno llamado por su primera letra: **Beith**, **Húath**, **Muin** y **Ailm**. El primer grupo da al alfabeto su antiguo nombre, el Beith-Luis-Nin.',
        'El vínculo con los árboles procede de los eruditos medievales, no de las piedras. Tratados como el *Auraicept na nÉces* y el *In Lebor Ogaim*, conservados en el Libro de Ballymote (h. 1390), explican cada letra con un árbol o una planta (abedul, serbal, aliso, sauce, fresno, espino, roble, acebo, avellano y otros), junto a enigmáticos «oghams de palabras» para cada letra. Solo algunos nombres de letras son de verdad árboles (*beith* es el abedul, *fern* el aliso, *sail* el sauce, *dair* el roble, *coll* el avellano); otros se asociaron a árboles más tarde.',
      ],
    },
    {
      id: 'bg-graves',
      title: 'Robert Graves y el calendario de los árboles',
      evidence: 'modern',
      paragraphs: [
        'La idea de un año de trece meses de los árboles procede del poeta Robert Graves. En *La diosa blanca* (1948) partió del orden de letras Beith-Luis-Nin publicado por Roderick O’Flaherty en *Ogygia* (1685) y propuso que las consonantes del ogham daban nombre a trece meses de 28 días, empezando por el Abedul el 24 de diciembre, con un día de más para completar el año solar.',
        'Graves lo ofreció como una intuición poética y mítica, y nunca ocultó su método. Historiadores y celtistas no han hallado prueba alguna de que ningún pueblo celta contara el tiempo así. Los signos animales que usa esta aplicación se añadieron a los meses de Graves todavía más tarde, de la mano de autores de astrología popular de finales del siglo XX.',
      ],
      note: 'Así que los signos de esta aplicación se disfrutan mejor como un sistema simbólico moderno de inspiración celta: con raíces en árboles reales, mitos reales y un alfabeto real, pero no un zodiaco antiguo.',
    },
    {
      id: 'bg-coligny',
      title: 'El calendario de Coligny',
      evidence: 'history',
      paragraphs: [
        'El único calendario que de verdad se conserva del mundo celta se halló en 1897 en Coligny, cerca de Bourg-en-Bresse, en el este de Francia: una gran tabla de bronce, rota en muchos fragmentos, grabada en el siglo II d. C. en lengua gala con letras latinas. Hoy se guarda en Lyon, la romana Lugdunum, el «fuerte de Lugus».',
        'Es un calendario lunisolar dispuesto a lo largo de cinco años: sesenta y dos meses lunares, entre ellos dos meses añadidos para que las lunas vayan al paso del sol. Los meses tienen 29 o 30 días, cada uno dividido en dos mitades, y van marcados como *MAT* («bueno, completo») o *ANM* («no bueno»). El primer mes, *Samonios*, suele relacionarse con la fiesta irlandesa de Samhain.',
      ],
      note: 'El calendario de Coligny cuenta lunas, no árboles; demuestra que los sabios galos seguían el sol y la luna con verdadera precisión.',
    },
    {
      id: 'bg-druids',
      title: 'Los druidas',
      evidence: 'history',
      paragraphs: [
        'Todo lo que se escribió sobre los druidas en la Antigüedad procede de forasteros. Julio César (*La guerra de las Galias*, libro VI) los describe como una clase respetada de la Galia que dirigía el culto, juzgaba los pleitos y enseñaba a los jóvenes: un alumno podía pasar hasta veinte años aprendiendo versos de memoria, porque los druidas consideraban un error confiar su enseñanza a la escritura. Enseñaban, dice, que el alma no perece, sino que pasa de un cuerpo a otro.',
        'Plinio el Viejo cuenta que un sacerdote vestido de blanco subía a un roble el sexto día de la luna para cortar el muérdago con una hoz de oro, y Tácito describe el asalto romano al bastión druida de Mona (Anglesey) en el año 60 d. C. En los primeros relatos irlandeses, el *druí* es vidente y consejero en las cortes reales, un papel que se fue apagando con el cristianismo.',
      ],
      note: 'Buena parte de la imagen popular que hoy tenemos de los druidas (túnicas blancas en Stonehenge, círculos de bardos) viene del renacimiento del siglo XVIII de William Stukeley e Iolo Morganwg, cuyo primer Gorsedd se reunió en Primrose Hill, Londres, en 1792.',
    },
    {
      id: 'bg-festivals',
      title: 'Las fiestas del fuego',
      evidence: 'literature',
      paragraphs: [
        'La literatura irlandesa antigua divide el año en cuatro grandes fiestas. **Samhain** (1 de noviembre) abría el invierno y el año nuevo, cuando la frontera con el Otro Mundo se volvía fina. **Imbolc** (1 de febrero) marcaba el primer despertar de la primavera y la leche de las ovejas, y se convirtió en la fiesta de santa Brígida. **Beltane** (1 de mayo) traía el verano: el *Glosario de Cormac*, del siglo X, cuenta que los druidas encendían dos fuegos y hacían pasar el ganado entre ellos para protegerlo de las enfermedades. **Lughnasadh** (1 de agosto) abría la cosecha con juegos que, según se decía, fundó Lugh en memoria de su madre adoptiva Tailtiu.',
        'Las hogueras, las reuniones en lo alto de las colinas y las ferias de la cosecha mantuvieron vivas estas fechas en Irlanda, Escocia y la isla de Man hasta la época moderna. La «Rueda del Año» de ocho radios, que añade los solsticios y los equinoccios, es una síntesis neopagana del siglo XX, aunque monumentos como Newgrange, cuyo corredor ilumina el amanecer del solsticio de invierno, muestran que en estas islas se observaba el solsticio más de dos mil años antes de que allí se hablara ninguna lengua celta.',
      ],
    },
  ],
  calendar: {
    quartersIntro: 'Cada fiesta abre una estación del año, que dura hasta la víspera de la siguiente.',
    moonIntro:
      'Los celtas contaban el tiempo por noches y no por días: César observó que los galos medían los periodos por noches, y el calendario de Coligny se basa en los meses de la luna.',
    moonNote:
      'Circulan dos lecturas del ciclo. Una fuente enumera las ocho fases de arriba, con la luna llena en quinto lugar; otra da nueve, también con la quinta llena, lo que en la práctica cuenta dos veces la luna nueva que regresa para cerrar el mes. Ambas describen el mismo crecer hasta el lleno y menguar de nuevo hasta la oscuridad. La fase marcada como «Esta noche» se calcula a partir de la posición real de la luna.',
    monthsNote:
      'Trece meses de 28 días suman 364 días; el único día que sobra, el 23 de diciembre, completa el año solar y aquí se cuenta con el Saúco, el mes del Lobo, para que cada día tenga su árbol. Los trece meses son una disposición de Robert Graves, de 1948: véase Contexto histórico.',
  },
};
