import type { Ctx, DailyLines, Line, SeasonLine } from '../../localized';
import { cap, days, de, el, lo, type SpanishGrammar } from './grammar';

type C = Ctx<SpanishGrammar>;
type L = Line<SpanishGrammar>;

const image = (c: C) => c.pick('element-image', c.element.images);
const influence = (c: C) => c.pick('ruler-influence', c.ruler.influences);
const adjM = (c: C) => c.adjective().m;
const adjF = (c: C) => c.adjective().f;

const moon: Record<string, L[]> = {
  'New Moon': [
    () =>
      'Bajo una luna nueva y oscura, las intenciones que siembres ahora tienen un mes entero para crecer, así que nombra la tuya con claridad.',
    (c) =>
      `La luna nueva abre un ciclo nuevo, y tu lado ${adjM(c)} sabe exactamente qué semilla plantar primero.`,
    () =>
      'El cielo de esta noche no tiene luna, la vieja señal de los comienzos: apunta una cosa que quieras que te traiga este ciclo.',
    () =>
      'La Luna está nueva y escondida, y eso favorece la planificación discreta más que los grandes anuncios.',
    (c) => `Con la luna nueva renovando el cielo, imagina ${image(c)}: esa es la energía con la que empezar.`,
    () =>
      'Hoy la luna nueva sale invisible junto al Sol, buen momento para despejar sitio para lo que viene.',
    (c) =>
      `La luna nueva es la página en blanco del mes, y tu faceta más ${adjF(c)} sabe qué escribir en ella.`,
    () =>
      'Esta noche no se ve nada de la Luna, pero la luna nueva trabaja, igual que tus planes antes de que nadie los vea.',
  ],
  'Waxing Crescent': [
    () =>
      'La joven luna creciente va ganando luz, y lo mismo le ocurre al impulso de un plan que empezaste hace poco.',
    () =>
      'Una fina luna creciente favorece los primeros pasos pequeños y valientes más que los grandes gestos.',
    () =>
      'Mientras el creciente reúne luz en el cielo del oeste tras la puesta de sol, los primeros esfuerzos reciben un empujón.',
    () =>
      'La luna creciente es tiempo de cuidar los brotes, y algo que llevas tiempo alimentando está a punto de asomar su primer verde.',
    () =>
      'Con un hilo de luna en el cielo del atardecer, la esperanza llega con más facilidad que hace una semana.',
    (c) =>
      `Cada tarde la luna creciente se ve un poco más alta y más brillante, y tu parte ${adjF(c)} gana terreno del mismo modo.`,
    (c) =>
      `La luna creciente se llena un poco más cada noche; piensa en ${image(c)} y añade una pequeña cosa a tu plan.`,
    () =>
      'Bajo la luna creciente, un primer intento vale más que uno perfecto, así que empieza antes de sentirte a punto.',
  ],
  'First Quarter': [
    () =>
      'La Luna en cuarto creciente marca un momento de decisión, así que elige el camino que más se parezca a ti.',
    () => 'Mitad luz y mitad sombra, el cuarto creciente de hoy te pide actuar en lugar de esperar.',
    () => 'El cuarto creciente trae un poco de fricción, de la buena, de la que afila tu determinación.',
    () =>
      'En cuarto creciente la Luna está a medio camino de la llena, y muy probablemente también lo está un proyecto que llevas en el corazón.',
    (c) =>
      `La Luna del cuarto creciente está alta al atardecer, una señal clara para sacar tu lado más ${adjM(c)} y comprometerte con un rumbo.`,
    (c) =>
      `El cuarto creciente de hoy es una encrucijada: piensa en ${image(c)} y elige el camino con más vida.`,
    () =>
      'Con la Luna en su cuarto creciente, los obstáculos se dejan ver pronto, justo cuando más fácil es salvarlos.',
    () =>
      'La Luna llega a su cuarto creciente, y un plan a medio hacer te pide compromiso o una despedida sincera.',
  ],
  'Waxing Gibbous': [
    () => 'La Luna crece hacia la llena, y los detalles que pulas ahora brillarán cuando llegue.',
    () => 'Bajo una luna gibosa creciente, la paciencia y el acabado importan más que la velocidad.',
    (c) =>
      `Mientras la Luna se llena noche a noche, sigue construyendo; tu instinto ${adjM(c)} sabe que el trabajo está casi maduro.`,
    () => 'Una luna gibosa brillante ilumina el avance constante de algo que ya está en marcha.',
    () => 'Con la Luna casi llena, la expectación crece, así que encáuzala en una preparación cuidadosa.',
    () =>
      'La luna gibosa sale ya por la tarde y brilla hasta bien entrada la noche, y te regala horas extra de claridad.',
    (c) =>
      `La Luna creciente ya es más luz que sombra; imagina ${image(c)} y confía en lo que has construido hasta ahora.`,
    () => 'Son los días de remate antes de la llena, buenos para revisar, ajustar y pedir una opinión más.',
  ],
  'Full Moon': [
    () => 'La luna llena lo ilumina todo hoy, también los sentimientos que se habían quedado en la sombra.',
    () =>
      'Bajo la luna llena, el esfuerzo de las dos últimas semanas da fruto, así que tómate un momento para ver lo que has logrado.',
    () =>
      'Esta noche sale una luna llena con la puesta de sol y lo intensifica todo, así que dale espacio a tu corazón.',
    () =>
      'La luna llena es tiempo de cosecha y de sinceridad, y una verdad que intuías desde hace tiempo por fin se vuelve evidente.',
    () =>
      'La luna llena de esta noche saca las emociones a la superficie, así que habla con suavidad y escucha bien.',
    (c) =>
      `La Luna está llena y recorre el cielo toda la noche, y tu naturaleza ${adjF(c)} también se muestra entera.`,
    (c) => `Con la luna llena redonda y brillante, piensa en ${image(c)} y mira cuánto ha crecido este mes.`,
    () =>
      'La luna llena es la marea alta del mes: celebra algo que salió bien antes de ir a por lo siguiente.',
  ],
  'Waning Gibbous': [
    () => 'La Luna ha empezado a menguar, y es el momento de compartir lo que has aprendido.',
    () => 'Bajo una luna gibosa menguante, la gratitud y la generosidad te salen solas.',
    () =>
      'Mientras la luz de la Luna empieza a retirarse, separa lo que quieres guardar de lo que quieres soltar, cajón a cajón.',
    () =>
      'Una Luna que mengua favorece la reflexión, así que repasa las dos últimas semanas con ojos amables.',
    () =>
      'La Luna ya pasó la llena y se apaga con suavidad, buen momento para transmitir tu saber o ayudar a un amigo.',
    (c) =>
      `La Luna menguante sale ahora tarde, y las horas tranquilas previas a su salida le van bien a tu lado ${adjM(c)}.`,
    (c) => `Con la Luna adelgazando tras la llena, piensa en ${image(c)} y regala parte de tu abundancia.`,
    () =>
      'La gibosa menguante es la luna del maestro: explica lo que sabes y lo entenderás mejor tú también.',
  ],
  'Last Quarter': [
    () => 'La Luna en cuarto menguante te pide que te desprendas de algo que ya no encaja.',
    () => 'Con la mitad iluminada y menguando, el cuarto menguante de hoy es ideal para terminar y ordenar.',
    () =>
      'En cuarto menguante la Luna dirige tu atención a los cabos sueltos, y atar uno te sentará de maravilla.',
    () => 'La Luna alcanza hoy su cuarto menguante, lo que ayuda a romper limpiamente con un viejo hábito.',
    () => 'Un cuarto menguante trae un punto de inflexión: perdona, suelta y haz sitio.',
    () =>
      'El cuarto menguante sale hacia medianoche y se queda hasta la mañana, así que piensa a fondo temprano.',
    (c) =>
      `El cuarto menguante de hoy favorece la opción ${adjF(c)} por encima de la fácil a la hora de decidir qué guardar.`,
    (c) =>
      `Con la Luna en cuarto menguante, imagina ${image(c)} y deja que el desorden del mes se desprenda.`,
  ],
  'Waning Crescent': [
    () =>
      'La fina luna menguante es el tiempo de descanso de la Luna, y un poco de descanso te vendrá bien a ti también.',
    () =>
      'Con la luna vieja casi desaparecida, es un día para la reflexión tranquila antes de que empiece el próximo ciclo.',
    () =>
      'Mientras el último hilo de luna se apaga antes del alba, deja que una preocupación pendiente se apague con él.',
    () => 'Una luna menguante favorece los finales, así que cierra un capítulo con elegancia.',
    () =>
      'La Luna mengua hacia la oscuridad, el telón de fondo perfecto para los sueños, la intuición y las noches tempranas.',
    (c) =>
      `Quien madruga puede ver la vieja luna menguante al este antes del amanecer, y tu lado ${adjM(c)} también rinde más en la quietud.`,
    (c) => `La luna menguante pide hacer menos y escuchar más; piensa en ${image(c)} y deja que te serene.`,
    () =>
      'En los últimos días finos de la Luna, recoge lo que deja este ciclo para que el siguiente empiece limpio.',
  ],
};

const sign: L[] = [
  (c) =>
    `Tu naturaleza ${adjF(c)} es tu mejor guía hoy, y las personas adecuadas se fijarán en tu ${c.gift().text}.`,
  (c) => c.pick('sign-image', c.me.images),
  (c) =>
    `${cap(c.ruler.name)}, ${c.ruler.role}, ${influence(c)}, y una situación que desconcierta a otros cobrará sentido para ti.`,
  (c) => `Hoy la gente de tu entorno contará con tu ${c.gift().text}, y no la vas a defraudar.`,
  (c) => `Confía en tu ${c.gift().text}; rara vez te ha fallado, y te sostendrá pase lo que pase esta tarde.`,
  (c) => `Como ${c.ruler.name} ${influence(c)}, dale a tu ${c.gift().text} un trabajo de verdad esta mañana.`,
  (c) => `Tu lado ${c.element.nature} está fuerte hoy, así que ponlo a trabajar en algo que te importe.`,
  (c) =>
    `Es un día para sacar sin complejos tu vena ${adjF(c)}: quienes merecen la pena te apreciarán más por ello.`,
  (c) => {
    const gift = c.gift();
    return `Con ${c.ruler.name} a tu favor, tu ${gift.text} llega más lejos de lo habitual, así que apúnta${lo(gift)} hacia lo que más te importa.`;
  },
  (c) =>
    `Alguien se fija en tu ${c.gift().text} y lo dice en voz alta; acepta el cumplido sin quitarle importancia.`,
  (c) =>
    `${cap(c.ruler.name)} ${influence(c)} hoy, y eso le va como anillo al dedo a tu temperamento ${adjM(c)}.`,
  (c) => `Tu vena ${adjF(c)} te sale con naturalidad, y hoy te abre una puerta que creías cerrada.`,
  (c) =>
    `Como ${c.element.sign}, en el fondo lo tuyo es ${c.element.quality}, y el día de hoy premia justamente eso.`,
  (c) =>
    `Apóyate en tu ${c.gift().text} por la mañana y en tus amigos por la tarde; ambas cosas son una fortaleza.`,
  (c) =>
    `${cap(c.me.a)} en calma es ${c.me.a} con toda su fuerza, así que descansa un poco y deja que tu ${c.gift().text} haga su trabajo.`,
  (c) =>
    `Tu ${c.gift().text} y tu vena ${adjF(c)} forman hoy un buen equipo, y alguien cercano agradecerá las dos cosas.`,
];

type Quarter = Extract<Ctx<SpanishGrammar>['season'], { kind: 'season' }>;
const qImage = ({ quarter }: Quarter, c: C) => c.pick('quarter-image', quarter.imagery);
const qTheme = ({ quarter }: Quarter, c: C) => c.pick('quarter-theme', quarter.themes);
const qInvite = ({ quarter }: Quarter, c: C) => c.pick('quarter-invitation', quarter.invitations);

const season: SeasonLine<SpanishGrammar, 'season'>[] = [
  (s, c) => `Estamos en ${s.quarter.name}, una temporada de ${qImage(s, c)}, que favorece ${qTheme(s, c)}.`,
  (s, c) => `Con ${qImage(s, c)} por todas partes, ${s.quarter.season} te invita a ${qInvite(s, c)}.`,
  (s, c) =>
    `El antiguo calendario celta te sitúa en ${s.quarter.name}, cuando los sabios procuraban ${qInvite(s, c)}.`,
  (s, c) =>
    `${cap(s.quarter.season)} te habla a través de ${qImage(s, c)}, así que capta la indirecta y atrévete a ${qInvite(s, c)}.`,
  (s, c) =>
    `En este tramo de ${s.quarter.name}, apostar por ${qTheme(s, c)} te dará más alegría que ir con prisas.`,
  (s, c) => `Hoy, entre ${qImage(s, c)}, la propia estación te recuerda que es momento de ${qInvite(s, c)}.`,
  (s, c) => `${cap(s.quarter.name)} es tiempo ${de(qTheme(s, c))}: date permiso para ${qInvite(s, c)}.`,
  (s, c) => `El ritmo de la naturaleza ${s.quarter.inSeason} marca hoy tu paso: toca ${qInvite(s, c)}.`,
  (s, c) =>
    `Nuestros antepasados recibían esta parte del año con ${qTheme(s, c)}, y esa vieja sabiduría aún encaja con un alma ${adjF(c)} como la tuya.`,
  (s, c) =>
    `La estación trae ${qImage(s, c)}, y tu propio corazón ${adjM(c)} le da al día un aire discretamente mágico.`,
  (s, c) => `La rueda del año ha traído ${qImage(s, c)}, el escenario ideal para ${qInvite(s, c)}.`,
  (s, c) => `${cap(s.quarter.inSeason)}, bajo ${c.phase.noun}, es buen momento para ${qInvite(s, c)}.`,
  (s, c) =>
    `${cap(s.quarter.season)} y ${c.phase.noun} favorecen juntos ${qTheme(s, c)}: dedícale un poco de tu día.`,
  (s, c) => {
    const gift = c.gift();
    return `${cap(s.quarter.season)} le sienta bien a tu ${gift.text}, así que aprovécha${lo(gift)} para ${qInvite(s, c)}.`;
  },
  (s, c) => `La luz cambia un poco cada día en ${s.quarter.name}, y hoy te pide ${qInvite(s, c)}.`,
  (s, c) =>
    `En ${s.quarter.name}, con ${qImage(s, c)} por compañía, un corazón ${adjM(c)} como el tuyo sabe ${qInvite(s, c)}.`,
];

type Festival = { festival: Extract<Ctx<SpanishGrammar>['season'], { kind: 'soon' }>['festival'] };
const fTheme = ({ festival }: Festival, c: C) => c.pick('festival-theme', festival.themes);
const fImage = ({ festival }: Festival, c: C) => c.pick('festival-image', festival.imagery);
const fInvite = ({ festival }: Festival, c: C) => c.pick('festival-invitation', festival.invitations);
const fLore = ({ festival }: Festival, c: C) => c.pick('festival-lore', festival.lore);

const away = (n: number) => (n === 1 ? 'a solo un día' : `a ${days(n)}`);
const when = (n: number) => (n === 1 ? 'mañana' : `dentro de ${days(n)}`);
const remain = (n: number) => (n === 1 ? 'Solo queda un día' : `Solo quedan ${days(n)}`);

const soon: SeasonLine<SpanishGrammar, 'soon'>[] = [
  (s, c) =>
    `${s.festival.name} está ${away(s.days)}, y su tema, ${fTheme(s, c)}, ya se deja sentir en tu vida.`,
  (s, c) =>
    `Ahora que se acerca ${s.festival.name}, deja que la imagen ${de(fImage(s, c))} te recuerde para qué sirve esta época del año.`,
  (s) =>
    `Ha empezado la cuenta atrás para ${s.festival.name}, y con ${days(s.days)} por delante ya se nota que el año gira.`,
  (s, c) =>
    `${s.festival.name}, la antigua fiesta ${de(fTheme(s, c))}, llega ${when(s.days)}, así que empieza a reunir tus intenciones.`,
  (s, c) =>
    `Las hogueras de ${s.festival.name} se encenderán ${when(s.days)}, y la expectación saca tu lado más ${adjM(c)}.`,
  (s) =>
    `Con ${s.festival.name} ${away(s.days)}, los antepasados ya andarían atareados con los preparativos, y un poco de previsión también te compensa a ti.`,
  (s, c) =>
    `${s.festival.name} está cerca, el tiempo en que ${fLore(s, c)}, y trae una invitación a ${fInvite(s, c)}.`,
  (s, c) => `Mientras la rueda gira hacia ${s.festival.name}, un hilo ${de(fTheme(s, c))} recorre tu día.`,
  (s, c) => `${remain(s.days)} para ${s.festival.name}, cuando ${fLore(s, c)}.`,
  (s, c) =>
    `Con ${s.festival.name} acercándose bajo ${c.phase.noun}, ha llegado el momento de ${fInvite(s, c)}.`,
  (s, c) =>
    `${s.festival.name} llega ${when(s.days)}; pon en juego tu ${c.gift().text} y anímate a ${fInvite(s, c)}.`,
];

const recent: SeasonLine<SpanishGrammar, 'recent'>[] = [
  (s, c) =>
    `${s.festival.name} fue ${s.days === 1 ? 'ayer mismo' : `hace ${days(s.days)}`}, y su espíritu ${de(fTheme(s, c))} aún flota a tu alrededor.`,
  (s, c) =>
    `El resplandor de ${s.festival.name} aún no se ha apagado, y el recuerdo ${de(fImage(s, c))} todavía tiñe tu ánimo.`,
  (s, c) => `Prolonga ${s.festival.name} un poco más esta semana y anímate a ${fInvite(s, c)}.`,
  (s, c) => `Ahora que ${s.festival.name} ha pasado, es el momento perfecto para ${fInvite(s, c)}.`,
  (s) =>
    `Las hogueras de ${s.festival.name} se han consumido, pero el calor que dejaron es tuyo para siempre.`,
  (s, c) =>
    `${s.festival.name} acaba de pasar, y ${c.phase.noun} encuentra tu lado ${adjM(c)} listo para la estación que abrió.`,
];

const loveOpenings: L[] = [
  (c) => `Tu corazón ${adjM(c)} es fácil de leer hoy, y alguien cercano agradece esa sinceridad.`,
  (c) =>
    `${cap(c.ruler.name)} da calidez a tus relaciones más cercanas, y eso hace de hoy un buen día para una conversación sincera.`,
  (c) => {
    const gift = c.gift();
    return `El cariño fluye mejor cuando muestras tu ${gift.text} en lugar de hablar de ${el(gift)}.`;
  },
  () => 'Un pequeño detalle de alguien que te importa significará más para ti que un gran gesto.',
  (c) =>
    `Bajo ${c.phase.noun}, los sentimientos están ${c.phase.mood}, así que deja que el romance avance a su ritmo.`,
  (c) => `Tu faceta ${adjF(c)} tiene hoy un magnetismo especial, y las personas que más importan lo notarán.`,
  (c) => c.pick('element-love', c.element.love),
  () => 'Alguien lleva tiempo esperando una señal de interés por tu parte, y este es el momento de darla.',
  (c) =>
    `Tu ${c.gift().text} es hoy lo más atractivo de ti, más que cualquier cosa que puedas ponerte o decir.`,
  () => 'El amor pide atención más que perfección, así que deja el móvil a un lado y vive el momento.',
  () =>
    'Un recuerdo compartido vuelve a la superficie y te recuerda por qué un vínculo concreto importa tanto.',
  (c) => `Quienes te quieren ven tu ${c.gift().text} con más claridad que tú, así que deja que te lo digan.`,
  () =>
    'El romance favorece hoy lo pausado: un paseo largo, una comida sin prisa, una conversación sin reloj.',
  () =>
    'Una amistad podría convertirse en algo más cálido, o simplemente en una amistad mejor; las dos cosas son un regalo.',
  () =>
    'Si hay una conversación pendiente, hoy irá mejor de lo que temes, sobre todo si empiezas con cariño.',
  (c) => `Tu modo ${c.element.nature} de amar es justo el que alguien necesita, así que no lo suavices.`,
];

const loveFollowUps: L[] = [
  () =>
    'Si tienes pareja, planead una tarde sin pantallas ni agenda; si no, acepta una invitación que normalmente rechazarías.',
  () =>
    'En pareja, la risa despeja el ambiente antes que cualquier charla seria; sin pareja, quizá conozcas a alguien a través de un amigo.',
  () => 'Deja que alguien cuide de ti por una vez, porque recibir también es parte de amar.',
  () =>
    'Puede que te escriba un viejo amigo o un antiguo amor, y sabrás enseguida si esa puerta debe abrirse o quedarse amablemente cerrada.',
  () =>
    'Dile a la gente que quieres lo que admiras de ella, con palabras sencillas y sin esperar a una ocasión especial.',
  (c) => `Evita ${c.shadow()} en las conversaciones íntimas, y el día seguirá siendo dulce.`,
  () =>
    'Si buscas el amor, sigue tus aficiones, porque la persona adecuada compartirá contigo algo más que una chispa.',
  () =>
    'Los pequeños rituales, como una comida compartida, un paseo al atardecer o un mensaje a mediodía, mantienen fuertes tus lazos.',
  () => 'Un malentendido se aclara fácilmente si haces una pregunta sincera en lugar de suponer.',
  (c) => `En los momentos de cansancio o de duda, vigila ${c.shadow()} y di lo que necesitas.`,
  () => 'Escribe una nota, aunque sea breve, a alguien que no la espere.',
  () => 'Con pareja o sin ella, dedica un rato a tu propia felicidad: es la tierra en la que crece el amor.',
  () => 'Perdona un pequeño desaire antes de acostarte y duerme con el corazón más ligero.',
  () => 'Los lazos familiares piden hoy una llamada, y será más cálida de lo que esperas.',
  () => 'Cumple una promesa, por pequeña que sea, y la confianza se hará un poco más fuerte.',
  (c) => `Si notas un destello ${de(c.shadow())}, nómbralo con cariño y reíos juntos.`,
];

const careerOpenings: L[] = [
  (c) =>
    `${cap(c.ruler.name)} está de tu parte en el trabajo hoy, así que ${c.pick('ruler-work', c.ruler.work)}.`,
  (c) => {
    const gift = c.gift();
    return `Tu ${gift.text} es justo lo que necesita un proyecto en marcha, así que no ${lo(gift)} guardes en reserva.`;
  },
  (c) => `Tus compañeros responden bien hoy a tu enfoque ${adjM(c)}.`,
  (c) => c.pick('element-work', c.element.work),
  () => 'Una tarea que llevas tiempo evitando resulta ser más sencilla de lo que temías.',
  (c) => `Con ${c.phase.noun} en lo alto, ${c.phase.work}.`,
  (c) =>
    `Alguien con más rango se fija en ti más de lo que crees, y tu ${c.gift().text} está causando buena impresión.`,
  () => 'Una reunión que parece rutinaria esconde un detalle útil, así que presta atención.',
  () =>
    'Los asuntos de dinero merecen hoy una segunda mirada, sobre todo una factura o un contrato que firmaste con prisas.',
  (c) =>
    `Tu vena ${adjF(c)} es hoy un activo en el trabajo, así que deja que se note en cómo manejas una petición delicada.`,
  () => 'La idea de un compañero despierta una tuya, y juntas son mejores que cada una por separado.',
  () =>
    'Hoy se avanza terminando más que empezando, así que elige el trabajo que esté más cerca de acabarse.',
  () =>
    'Tu reputación descansa en las pequeñas cosas bien hechas, y hoy tendrás varias ocasiones de demostrarlo.',
  () => 'Una petición inesperada resulta ser una oportunidad, así que di «quizá» antes de decir que no.',
  () => 'El trabajo fluye mejor hoy en ráfagas cortas y concentradas, con pausas de verdad entre medias.',
  (c) =>
    `Pon tu ${c.gift().text} al servicio de una propuesta en la que crees, y los demás seguirán tu ejemplo.`,
];

const careerFollowUps: L[] = [
  () => 'Mantén tus notas en orden y tus promesas modestas, y superarás las expectativas.',
  () => 'Si el dinero te preocupa, un vistazo atento a las cifras te tranquilizará más que darle vueltas.',
  () => 'Una conversación en torno a algo pequeño, un café o un paseo corto, puede abrirte una puerta útil.',
  (c) => `Ojo con ${c.shadow()} cuando aprieten los plazos, y acabarás con ventaja.`,
  () => 'Pide la ayuda que necesitas; la persona adecuada te la dará con gusto.',
  () => 'Aprender algo nuevo, aunque sea media hora, dará frutos antes de lo que esperas.',
  () => 'Di que no a una cosa para poder decir un sí rotundo a otra.',
  () => 'Tu fama de justicia crece cuando das opiniones sinceras y amables.',
  () => 'Fíate de tu criterio sobre los tiempos: una breve espera ahora evita un largo retraso después.',
  () => 'Despeja tu mesa antes de irte, y mañana empezará con buen pie.',
  () => 'Apunta las tres cosas que más importan y deja que el resto espere.',
  (c) => `Si sientes el tirón ${de(c.shadow())}, da un paseo de cinco minutos antes de contestar a nadie.`,
  () => 'Una nota de agradecimiento a un compañero no cuesta nada y se recuerda durante meses.',
  () => 'Revisa la letra pequeña una vez más; el detalle que descubras te ahorrará un quebradero de cabeza.',
  () => 'Deja que un trabajo terminado hable por sí solo en lugar de explicarlo dos veces.',
  () => 'Guarda una hora libre de interrupciones y protégela como protegerías una cita.',
];

const healthOpenings: L[] = [
  (c) =>
    `Como ${c.element.sign}, te sientes mejor después de ${c.pick('element-activity', c.element.activity)}, así que hazle un hueco.`,
  (c) =>
    `Cuida hoy ${c.pick('element-focus', c.element.focus)}, porque los pequeños ajustes marcan una diferencia real.`,
  (c) => `${cap(c.phase.noun)} marca hoy tu ritmo: ${c.phase.health}.`,
  () => 'Hoy la energía sigue a la atención, así que fíjate en lo que te cansa y en lo que te repara.',
  () => 'Come algo caliente y sencillo, y bebe más agua de la que crees necesitar.',
  () => 'Un rato al aire libre, aunque sean diez minutos, te ordenará el ánimo y la concentración.',
  (c) => `Tu espíritu ${adjM(c)} necesita movimiento tanto como descanso, así que equilibra las dos cosas.`,
  () =>
    'Un cambio de escenario, aunque sea otro camino para ir a la compra, te despeja más de lo que imaginas.',
  () => 'Tu cuerpo lleva un tiempo pidiéndote una mañana más lenta; dásela si puedes.',
  () => 'Postura, agua y luz del día son las tres medicinas sencillas de hoy.',
  () => 'Cocina algo con color, y tu energía te lo agradecerá a media tarde.',
  () => 'Unos estiramientos antes de dormir deshacen los nudos del día y hacen más profundo el sueño.',
  (c) =>
    `Descansar es un arte, y hasta el carácter más ${adjM(c)} necesita practicarlo, así que dedícale una hora hoy.`,
  () => 'Fíjate en cómo respiras en plena faena y ralentiza el ritmo a propósito.',
  () => 'Para el cansancio de hoy, el aire fresco y un vaso de agua hacen más que el café.',
  () => 'Muévete de una forma que se parezca más a un juego que a una obligación, y no lo dejarás.',
];

const healthFollowUps: L[] = [
  () => 'Estira los hombros y relaja la mandíbula cada vez que te acuerdes.',
  () => 'Una pausa breve entre tarea y tarea protegerá tu energía para la noche.',
  (c) =>
    `Protégete ${de(c.shadow())}, porque el estrés aparece en el cuerpo antes de que la mente lo admita.`,
  () => 'El sueño es tu mejor medicina esta noche, así que baja pronto las luces.',
  () => 'La luz del día por la mañana te ayudará a dormir mejor cuando llegue la noche.',
  () =>
    'Comparte una comida con alguien que te cae bien: la buena compañía le sienta bien al corazón en todos los sentidos.',
  () => 'Si algo te duele, escúchalo en lugar de forzar.',
  () => 'Unas cuantas respiraciones lentas antes de contestar un mensaje difícil te mantendrán en calma.',
  () => 'Una taza de manzanilla o de menta por la noche te ayudará a desconectar.',
  () => 'Deja el móvil en otra habitación una hora antes de dormir.',
  () => 'Un baño caliente con un puñado de sal alivia los músculos cansados.',
  () => 'La risa también es buen ejercicio, así que busca a quien te hace reír.',
  () => 'Ten una botella de agua a mano y termínala antes de la merienda.',
  () => 'Diez minutos de silencio, sin noticias ni pantallas, reordenan una mente ajetreada.',
  () => 'Acuéstate esta noche a la misma hora que anoche; el ritmo te recompone.',
  (c) => `Toma cualquier señal ${de(c.shadow())} como una llamada al descanso, no a un esfuerzo mayor.`,
];

/** The proverbs' meanings, in the order of advice.ts. */
const proverbMeanings = [
  'alaba a los jóvenes y florecerán',
  'no hay fuerza sin unión',
  'largo es el camino que no tiene ninguna curva',
  'un buen comienzo es la mitad del trabajo',
  'la gente vive al amparo de los demás',
  'dos acortan el camino',
  'todo comienzo es débil, así que ten paciencia con lo nuevo',
  'más de una boca se ha roto su propia nariz, así que cuida tus palabras',
  'un escarabajo reconoce a otro, así que fíjate en quién sientes como de los tuyos',
  'no hay hogar como el propio',
  'más vale salud que riqueza',
  'el juicio no llega antes que la edad, así que ten paciencia contigo',
  'el ojo de un amigo es un buen espejo',
  'dulce es la boca callada, así que deja que otro hable primero',
  'aguanta, caballo, que ya vendrá la hierba',
  'una palabra amable nunca rompió un diente',
  'al buen entendedor, pocas palabras bastan',
  'en la adversidad se conoce al amigo',
  'los castillos se construyen poco a poco',
  'verdes son las colinas lejanas, así que vuelve a mirar lo que tienes cerca',
  'el día de viento no es día de techar, así que elige tu momento',
  'lo raro es maravilloso',
  'quien viaja tiene historias que contar, así que ve a algún sitio nuevo',
  'el hambre es la mejor salsa',
  'la necesidad agudiza el ingenio',
  'más vale tarde que nunca',
  'no hay sabio sin defecto, así que perdona un error',
];

const framings = [
  (irish: string, meaning: string) => `Un viejo proverbio irlandés dice «${irish}»: ${meaning}.`,
  (irish: string, meaning: string) => `«${irish}», dicen los irlandeses: ${meaning}.`,
  (irish: string, meaning: string) => `Recuerda las viejas palabras «${irish}»: ${meaning}.`,
  (irish: string, meaning: string) => `«${irish}»: ${meaning}.`,
  (irish: string, meaning: string) => `El dicho «${irish}» encaja hoy: ${meaning}.`,
  (irish: string, meaning: string) => `«${irish}», como dice el refrán: ${meaning}.`,
  (irish: string, meaning: string) => `Como se dice en irlandés, «${irish}»: ${meaning}.`,
  (irish: string, meaning: string) => `Tu abuela diría «${irish}»: ${meaning}.`,
];

const advice: L[] = [
  (c) => `Deja que tu ${c.gift().text} marque el camino, y cuidado con ${c.shadow()}.`,
  (c) => `Aprende ${de(c.me.the)} y ${c.me.lesson}.`,
  (c) => `Cultiva tu lado ${adjM(c)}, sé amable y deja que el resto del día se ordene solo.`,
  () => 'Toma una decisión con la cabeza y otra con el corazón, y observa cuál te sienta mejor.',
  () => 'Antes de dormir, apunta una cosa que agradeces.',
  (c) => {
    const gift = c.gift();
    return `Tu ${gift.text} también es un regalo para los demás, así que compárte${lo(gift)} con generosidad.`;
  },
  (c) => `Como ${c.element.sign}, fíate de tu instinto y actúa en consecuencia.`,
  () =>
    'Los Fianna vivían según la pureza de corazón, la fuerza del brazo y unos actos a la altura de sus palabras, y es una buena norma para hoy.',
  () => 'Haz una cosa despacio y bien, y deja que marque el ritmo de todo lo demás.',
  () => 'Haz la pregunta que te daba miedo hacer; la respuesta es más amable de lo que piensas.',
  () => 'Deja un lugar un poco mejor de como lo encontraste, aunque nadie se dé cuenta.',
  (c) => `Cuando algo te ponga a prueba, elige la respuesta ${adjF(c)} antes que la rápida.`,
  () => 'Pasa diez minutos al aire libre sin hacer absolutamente nada.',
  () => 'Regala algo que ya no necesitas a alguien a quien le haga falta.',
  () => 'Cumple tu palabra hoy, sobre todo en las cosas pequeñas.',
  () => 'Ante la duda, da tu tiempo sin reparos y tus promesas con cuidado.',
];

export const lines: DailyLines<SpanishGrammar> = {
  moon,
  sign,
  season,
  soon,
  recent,
  love: [loveOpenings, loveFollowUps],
  career: [careerOpenings, careerFollowUps],
  health: [healthOpenings, healthFollowUps],
  proverbMeanings,
  framings,
  advice,
};
