import type { ContentBank } from './types';

// Spanish. Personality words agree with the sign's own gender (la Serpiente es sabia, el Ciervo es noble), as
// the profile speaks of the sign; Irish and Welsh names stay as the sources give them.

export const es: ContentBank = {
  signs: {
    Stag: {
      name: 'Ciervo',
      tree: 'Abedul',
      treeMeaning: 'Nuevos comienzos',
      ruling: 'Saturno',
      symbol: 'Corona de astas',
      animal: 'Ciervo rojo',
      personality: ['Noble', 'Paciente', 'Ambicioso', 'Idealista', 'Orgulloso'],
      strengths: [
        'Integridad inquebrantable',
        'Visión a largo plazo',
        'Liderazgo sereno en plena crisis',
        'Protector leal',
      ],
      challenges: [
        'Terco una vez que ha decidido',
        'Puede parecer distante',
        'Se pone metas imposiblemente altas',
      ],
      mythology:
        'El ciervo es la bestia de Cernunnos, el señor astado de los animales que aparece sentado con las piernas cruzadas entre ciervos y serpientes en el caldero de Gundestrup. Como el ciervo pierde sus astas y vuelve a criarlas, los celtas vieron en él la promesa de la renovación, muy propia de un signo que empieza cuando el sol de pleno invierno emprende el regreso hacia la primavera. En los relatos irlandeses, Sadhbh, madre del poeta Oisín, vivió en forma de cierva, y Fionn mac Cumhaill la reconoció por la mansedumbre de sus perros Bran y Sceólang, que se negaron a hacerle daño. Un ciervo blanco guía a menudo a los héroes hacia el Otro Mundo, y por eso se tiene al Ciervo por guía de los demás.',
    },
    Cat: {
      name: 'Gato',
      tree: 'Serbal',
      treeMeaning: 'Protección y clarividencia',
      ruling: 'Urano',
      symbol: 'Ojo vigilante',
      animal: 'Gato montés',
      personality: ['Perspicaz', 'Independiente', 'Elegante', 'Curioso', 'Reservado'],
      strengths: [
        'Intuición afilada',
        'Mantiene la cabeza fría',
        'Pensamiento rápido y original',
        'Ferozmente leal a unos pocos',
      ],
      challenges: ['Le cuesta confiar', 'Guarda demasiado sus sentimientos', 'La rutina lo inquieta'],
      mythology:
        'En las Tierras Altas de Escocia, el Cat Sìth era un gato feérico, negro y con una sola mancha blanca en el pecho, y las familias velaban a sus muertos para que no pudiera robarles el alma antes del entierro; en Samhain se le dejaba fuera un platillo de leche para ganarse su favor. La tradición irlandesa habla de Irusan, rey de los gatos, que se llevó al poeta Seanchán Torpéist por haberse atrevido a burlarse de los gatos en sus versos. En el viaje de Máel Dúin, un gatito custodia una fortaleza llena de tesoros y se convierte en una flecha de fuego que reduce a cenizas a un ladrón. El Gato es el guardián de los umbrales, el que ve entre los mundos y se guarda su propio consejo.',
    },
    Snake: {
      name: 'Serpiente',
      tree: 'Fresno',
      treeMeaning: 'El árbol del mundo',
      ruling: 'Plutón',
      symbol: 'Serpiente enroscada',
      animal: 'Víbora',
      personality: ['Sabia', 'Intuitiva', 'Transformadora', 'Carismática sin alardes', 'Reservada'],
      strengths: [
        'Una honda comprensión de las personas',
        'Sana y renueva',
        'Ingeniosa bajo presión',
        'Estratega paciente',
      ],
      challenges: [
        'Guarda secretos demasiado tiempo',
        'Se aferra a viejas heridas',
        'Puede volverse manipuladora si se siente acorralada',
      ],
      mythology:
        'En Imbolc, la fiesta de Brígida, las familias de las Tierras Altas recitaban que el día de Bride la serpiente sale de su agujero, y prometían no hacerle daño para que ella tampoco se lo hiciera a ellos; su comportamiento anunciaba si el invierno había terminado de verdad. Brígida era la diosa de la poesía, de la curación y del fuego de la fragua, y la serpiente que muda la piel era señal de la tierra que despierta y se renueva. En el caldero de Gundestrup, Cernunnos sostiene en la mano una serpiente con cuernos de carnero, y Plinio escribió sobre el huevo de serpiente de los druidas, recordado en galés como glain neidr, apreciado como amuleto de sabiduría. La Serpiente es el signo de la renovación, de la sanadora que sabe que todo final lleva dentro un comienzo.',
    },
    Hawk: {
      name: 'Halcón',
      tree: 'Aliso',
      treeMeaning: 'Valor y equilibrio',
      ruling: 'Sol',
      symbol: 'Alas desplegadas',
      animal: 'Halcón',
      personality: ['Visionario', 'Audaz', 'Centrado', 'Generoso', 'Sabio'],
      strengths: [
        'Ve el panorama completo',
        'Decidido y valiente',
        'Anima a los demás a actuar',
        'Dice la verdad sin rodeos',
      ],
      challenges: ['Impaciente con quien piensa más despacio', 'Puede ser dominante', 'Le cuesta descansar'],
      mythology:
        'El Halcón de Achill figuraba entre las criaturas más antiguas de Irlanda, y en el viejo relato intercambia recuerdos de las edades con Fintan mac Bóchra, el vidente que sobrevivió al Diluvio viviendo sucesivamente como salmón, como águila y como halcón. Entre los dos recordaban a todos los reyes y todas las batallas desde que el mundo era joven. En la tradición galesa, Gwalchmai, sobrino de Arturo, llevaba el nombre de «Halcón de Mayo», un héroe tan célebre por su cortesía como por su valor. El Halcón es el que ve lejos, aquel cuya altura le da perspectiva y cuyo ojo certero encuentra la verdad de cada asunto.',
    },
    Fox: {
      name: 'Zorro',
      tree: 'Sauce',
      treeMeaning: 'Intuición y sueños',
      ruling: 'Mercurio',
      symbol: 'Cola rojiza',
      animal: 'Zorro rojo',
      personality: ['Listo', 'Encantador', 'Juguetón', 'Adaptable', 'Diplomático'],
      strengths: [
        'Ingenio rápido',
        'Encuentra el camino escondido',
        'Compañía cálida y divertida',
        'Sereno en situaciones delicadas',
      ],
      challenges: [
        'Esconde lo que siente tras el humor',
        'Se aburre con facilidad',
        'Puede torcer la verdad para escabullirse',
      ],
      mythology:
        'En gaélico el zorro es el madadh ruadh, el perro rojo, y en la tradición irlandesa es el listo que burla por igual a perros, cazadores y lobos, y gana con ingenio lo que otros ganan por la fuerza. Los jefes de Teathbha, en las tierras centrales de Irlanda, tomaron el zorro como emblema y se los conocía sencillamente como An Sionnach, el Zorro. El Hombre de Lindow, el cuerpo hallado en una turbera de Cheshire, fue enterrado con una banda de piel de zorro en el brazo, señal del gran aprecio que se tenía al animal. El Zorro enseña que la inteligencia y el buen humor te sacan adelante allí donde la fuerza sola fracasaría.',
    },
    Bull: {
      name: 'Toro',
      tree: 'Espino',
      treeMeaning: 'El umbral de las hadas',
      ruling: 'Venus',
      symbol: 'Cuernos curvos',
      animal: 'Toro',
      personality: ['Constante', 'Sensual', 'Intuitivo', 'Protector', 'Bondadoso'],
      strengths: [
        'Firme como una roca en los tiempos difíciles',
        'Construye un bienestar duradero',
        'Digno de confianza hasta la médula',
        'Intuición poderosa',
      ],
      challenges: ['Se resiste al cambio', 'Posesivo cuando se siente inseguro', 'Guarda rencor'],
      mythology:
        'La gran epopeya irlandesa, el Táin Bó Cúailnge, es la historia de un toro: la reina Medb de Connacht declaró la guerra al Úlster para apoderarse del Donn Cúailnge, el Toro Pardo de Cooley, y que su riqueza igualara la del toro de cuernos blancos de su marido, Finnbhennach. Los dos toros habían sido antes porqueros rivales del Otro Mundo, renacidos en muchas formas antes de encontrarse como bestias. Cuando por fin lucharon, venció el Toro Pardo, que esparció los pedazos de su rival por toda Irlanda antes de que le estallara el corazón. En el tarbfeis, el festín del toro, un druida comía la carne de un toro blanco y soñaba el nombre del rey legítimo; por eso el Toro representa la abundancia, la soberanía y la fuerza de la tierra.',
    },
    Seahorse: {
      name: 'Caballito de mar',
      tree: 'Roble',
      treeMeaning: 'Fuerza y resistencia',
      ruling: 'Luna',
      symbol: 'Cola enroscada',
      animal: 'Caballito de mar',
      personality: ['Versátil', 'Amable', 'Astuto', 'Fluido', 'Leal'],
      strengths: [
        'Se adapta a cualquier marea',
        'Hábil con el dinero y los planes',
        'Leal a sus amigos',
        'Se repone de los reveses',
      ],
      challenges: [
        'Necesita que lo tranquilicen',
        'Su humor cambia con la marea',
        'Puede aferrarse a la seguridad',
      ],
      mythology:
        'Manannán mac Lir, el dios irlandés del mar, montaba a Enbarr, el de la crin ondeante, un caballo que galopaba sobre las olas con la misma soltura que sobre la tierra, y para él la espuma del mar eran caballos y las olas una llanura en flor. Las historias del each-uisce, el caballo de agua de los lagos de Escocia e Irlanda, advertían de que la belleza del mar y su peligro nunca andan lejos. Manannán era además el guardián de Emain Ablach, la Isla de los Manzanos, y el señor de las nieblas y de los cambios de forma. El Caballito de mar lleva sus dones: la gracia en aguas cambiantes, el sentido para leer las mareas y el valor para salir más allá de la novena ola.',
    },
    Wren: {
      name: 'Chochín',
      tree: 'Acebo',
      treeMeaning: 'Desafío y equilibrio',
      ruling: 'Júpiter',
      symbol: 'Cola levantada',
      animal: 'Chochín',
      personality: ['Ingenioso', 'Resolutivo', 'Alegre', 'Íntegro', 'Rápido'],
      strengths: [
        'Resuelve problemas con astucia',
        'Alegra cualquier sala',
        'Valiente mucho más allá de su tamaño',
        'Honrado y justo',
      ],
      challenges: ['Dispersa demasiado su energía', 'Sensible a las críticas', 'Puede ir de sabelotodo'],
      mythology:
        'El chochín es el rey de las aves: cuando los pájaros acordaron que reinaría el que volara más alto, el diminuto chochín se escondió entre las plumas del águila y, cuando esta se cansó, subió todavía un poco más. En galés la palabra dryw significa a la vez chochín y druida, y en Irlanda el pájaro era el dreoilín, cuyo canto leían los druidas como presagio. En la Cuarta Rama del Mabinogi, el joven héroe se ganó su nombre, Lleu Llaw Gyffes, el luminoso de mano diestra, al acertar a un chochín de un solo tiro certero. El día de San Esteban, los Wren Boys siguen yendo de puerta en puerta con máscaras y trajes de paja, llevando una rama de acebo para el pequeño rey.',
    },
    Horse: {
      name: 'Caballo',
      tree: 'Avellano',
      treeMeaning: 'Sabiduría e inspiración',
      ruling: 'Marte',
      symbol: 'Crin al viento',
      animal: 'Caballo',
      personality: ['Espíritu libre', 'Enérgico', 'Seguro de sí', 'Competitivo', 'Cálido'],
      strengths: ['Resistencia incansable', 'Líder nato', 'Generoso con su tiempo', 'Le encantan los retos'],
      challenges: [
        'Fanfarrón en sus días buenos',
        'Inquieto cuando le atan corto',
        'Se echa demasiado a la espalda',
      ],
      mythology:
        'Epona, la diosa gala de los caballos, era venerada en todo el mundo celta e incluso por la caballería romana, que colocaba su imagen en los establos. En la Primera Rama del Mabinogi, Rhiannon montaba un caballo pálido al que ningún jinete podía alcanzar, por mucho que galopara, hasta que Pwyll se limitó a llamarla y pedirle que se detuviera. Macha, diosa del Úlster, corrió contra los caballos del rey estando a punto de dar a luz y ganó, y después maldijo a los hombres del Úlster por su crueldad; Emain Macha todavía lleva su nombre. El Caballo Blanco de Uffington, trazado en la creta, lleva tres mil años galopando por su ladera, y el Caballo es el signo de la libertad, de la resistencia y del vínculo entre el jinete y la tierra.',
    },
    Salmon: {
      name: 'Salmón',
      tree: 'Vid',
      treeMeaning: 'Cosecha y profecía',
      ruling: 'Neptuno',
      symbol: 'Pez saltarín',
      animal: 'Salmón atlántico',
      personality: ['Inspirado', 'Intuitivo', 'Generoso', 'Tenaz', 'Soñador'],
      strengths: [
        'Un pozo hondo de conocimiento',
        'Ve hacia dónde van las cosas',
        'Persevera contra corriente',
        'Motiva a los demás',
      ],
      challenges: [
        'Se pierde en ensoñaciones',
        'Los cambios lo desasosiegan',
        'Cuenta de más en un arrebato de entusiasmo',
      ],
      mythology:
        'En el remanso de Féc, en el Boyne, nadaba el Salmón del Conocimiento, que se había comido las nueve avellanas de la sabiduría caídas en el Pozo de Segais. El poeta Finnegas lo pescó durante siete años y, cuando por fin lo atrapó, dejó que su joven discípulo Fionn lo cocinara, advirtiéndole que no lo probara. Fionn se quemó el pulgar con la piel, se lo llevó a la boca y recibió todo el saber del mundo; desde entonces le bastaba con morderse el pulgar para saber lo que necesitaba. En el relato galés de Culhwch y Olwen, el Salmón de Llyn Llyw, la más antigua de todas las criaturas, llevó río arriba a los hombres de Arturo para liberar a Mabon, y el Salmón es el signo de la sabiduría reunida a lo largo de un largo viaje.',
    },
    Swan: {
      name: 'Cisne',
      tree: 'Hiedra',
      treeMeaning: 'Constancia y crecimiento',
      ruling: 'Venus',
      symbol: 'Cuello curvado',
      animal: 'Cisne vulgar',
      personality: ['Elegante', 'Entregado', 'Refinado', 'Romántico', 'Exigente'],
      strengths: ['Elegancia bajo presión', 'Leal de por vida', 'Fino sentido estético', 'Dignidad serena'],
      challenges: ['Puede parecer distante', 'Perfeccionista', 'Oculta sus heridas tras la compostura'],
      mythology:
        'Los Hijos de Lir fueron convertidos en cisnes por su celosa madrastra Aoife y pasaron novecientos años sobre el agua: trescientos en el lago Derravaragh, trescientos en el tempestuoso mar de Moyle y trescientos frente a Inish Glora; conservaron su voz humana y cantaban con tanta belleza que consolaban a todo el que los oía. Solo el tañido de una campana los liberó, viejos y frágiles, para ser enterrados juntos. Aengus Óg, dios del amor, se enamoró de Caer Ibormeith, que tomaba forma de cisne cada dos Samhain, y él mismo se convirtió en cisne para que pudieran alejarse volando juntos. El Cisne representa la entrega, la belleza que resiste la adversidad y un alma que se mantiene fiel.',
    },
    Butterfly: {
      name: 'Mariposa',
      tree: 'Junco',
      treeMeaning: 'Propósito y acción directa',
      ruling: 'Luna',
      symbol: 'Alas abiertas',
      animal: 'Mariposa',
      personality: ['Dulce', 'Sociable', 'Imaginativa', 'Optimista', 'Libre'],
      strengths: ['Aporta ligereza y color', 'Une a las personas', 'Imaginación creativa', 'Compasiva'],
      challenges: [
        'Revolotea de un plan a otro',
        'Esquiva las conversaciones difíciles',
        'Se agobia con facilidad',
      ],
      mythology:
        'En El cortejo de Étaín, la bella esposa de Midir fue convertida por Fuamnach, la celosa primera esposa de este, en un charco de agua, después en un gusano y luego en una reluciente mosca púrpura, una mariposa cuya música y cuyo perfume calmaban a todo el que se le acercaba. Un viento mágico la arrastró por toda Irlanda durante siete años, hasta que Aengus Óg la cobijó en una glorieta de cristal entre flores. Al final cayó en la copa de la esposa de un jefe, fue tragada y volvió a nacer como niña mil años después de su primer nacimiento. En la creencia popular irlandesa una mariposa podía llevar un alma, y la Mariposa es el signo de la transformación, de la ligereza y del renacer.',
    },
    Wolf: {
      name: 'Lobo',
      tree: 'Saúco',
      treeMeaning: 'Finales y renovación',
      ruling: 'Marte',
      symbol: 'Cabeza que aúlla',
      animal: 'Lobo gris',
      personality: ['Valiente', 'Apasionado', 'Leal', 'Intenso', 'Instintivo'],
      strengths: [
        'Defensor intrépido',
        'Profundamente leal a la manada',
        'Confía en su buen instinto',
        'Resiste la adversidad',
      ],
      challenges: ['Genio vivo', 'Prefiere ir por libre', 'Le cuesta perdonar'],
      mythology:
        'El mayor héroe del Úlster, Cú Chulainn, tomó su nombre del perro de Culann, y en el Táin la diosa de la guerra, la Morrígan, lo atacó con forma de loba gris mientras él luchaba en el vado. Se decía que el gran rey Cormac mac Airt había sido amamantado por una loba y que tuvo lobos por compañeros toda su vida. Gerald de Gales escribió sobre el pueblo lobo de Ossory, un hombre y una mujer que tomaban forma de lobo durante siete años y que, aun así, rogaron a un sacerdote que diera la extremaunción a uno de ellos que se moría. El Lobo es el signo del valor, del instinto y de una lealtad más honda que las palabras.',
    },
  },
  elements: { Earth: 'Tierra', Air: 'Aire', Water: 'Agua', Fire: 'Fuego' },
  shortMonths: [
    'ene.',
    'feb.',
    'mar.',
    'abr.',
    'may.',
    'jun.',
    'jul.',
    'ago.',
    'sept.',
    'oct.',
    'nov.',
    'dic.',
  ],
  monthDay: (day, month) => `${day} ${month}`,
  calendar: {
    quarters: {
      'Samhain Quarter': { name: 'Estación de Samhain', months: 'nov.-ene.' },
      'Imbolc Quarter': { name: 'Estación de Imbolc', months: 'feb.-abr.' },
      'Beltane Quarter': { name: 'Estación de Beltane', months: 'may.-jul.' },
      'Lughnasadh Quarter': { name: 'Estación de Lughnasadh', months: 'ago.-oct.' },
    },
    festivals: {
      Samhain: {
        date: '1 de noviembre',
        description:
          'El año nuevo celta y el comienzo de la mitad oscura del año. Los rebaños bajaban de los pastos de verano, ardían hogueras en lo alto de las colinas y el velo entre este mundo y el Otro Mundo era más fino que nunca, de modo que los muertos y la gente de los sídhe podían andar sueltos. Las familias ponían un plato para sus antepasados y salían disfrazadas para pasar inadvertidas entre los espíritus.',
      },
      Imbolc: {
        date: '1 de febrero',
        description:
          'El primer despertar de la primavera, cuando las ovejas empiezan a dar leche y los días se alargan a ojos vista. Pertenece a Brígida, diosa de la poesía, de la curación y de la fragua: las familias tejían su cruz con juncos, le preparaban un lecho de paja junto al hogar y dejaban fuera durante la noche una tira de tela para recoger su bendición.',
      },
      Beltane: {
        date: '1 de mayo',
        description:
          'El comienzo del verano y de la mitad luminosa del año. Se hacía pasar al ganado entre dos hogueras para protegerlo antes de llevarlo a los pastos de verano, los hogares volvían a encenderse con el fuego de la fiesta y las casas se adornaban con espino y flores amarillas de mayo; se decía que lavarse con el rocío del amanecer daba belleza para todo el año.',
      },
      Lughnasadh: {
        date: '1 de agosto',
        description:
          'La fiesta de la cosecha, fundada por el dios Lugh en honor de su madre adoptiva Tailtiu, que murió tras desbrozar las llanuras de Irlanda para el cultivo. Se cortaba y se compartía la primera gavilla, y la gente subía a las colinas para celebrar juegos, carreras de caballos, ferias y uniones de manos, costumbres que siguen vivas en el Garland Sunday y la Puck Fair.',
      },
    },
    moonPhases: {
      'New Moon': 'Luna nueva',
      'Waxing Crescent': 'Luna creciente',
      'First Quarter': 'Cuarto creciente',
      'Waxing Gibbous': 'Gibosa creciente',
      'Full Moon': 'Luna llena',
      'Waning Gibbous': 'Gibosa menguante',
      'Last Quarter': 'Cuarto menguante',
      'Waning Crescent': 'Luna menguante',
    },
    lunarMonthsText:
      'El calendario celta de los árboles divide el año en 13 meses lunares de 28 días cada uno, uno por cada árbol del alfabeto ogham, desde el Abedul en el solsticio de invierno hasta el Saúco al cierre del año. Trece meses de 28 días suman un año de 364 días, así que sobra un día: el 23 de diciembre, el «día fuera del tiempo» entre el año viejo y el nuevo. Aquí se cuenta con el último mes, de modo que el Saúco, como el Lobo, va del 25 de noviembre al 23 de diciembre y cada día del año tiene su árbol. Como cada mes se acerca al ciclo de 29,5 días de la Luna, los meses de los árboles siguen el ritmo de las fases lunares sin dejar de estar anclados a las estaciones del Sol.',
  },
};
