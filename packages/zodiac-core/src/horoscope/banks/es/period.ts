import { atNoonUtc } from '../../../dates';
import { getMoonPhase } from '../../../moon';
import type { Period, PeriodKind } from '../../../periods';
import type { Sky } from '../../../sky';
import type { PeriodCtx, PeriodLine, PeriodLines } from '../../localized';
import { yearMoons } from '../../sky-lines';
import { cap, de, lo, n, type SpanishGrammar } from './grammar';
import { quarters } from './voices';

type C = PeriodCtx<SpanishGrammar>;
type L = PeriodLine<SpanishGrammar>;

// Weekly, monthly and yearly readings in Spanish. The span agrees with its gender: la semana, el mes, el año.

const spans: Record<
  PeriodKind,
  { the: string; this: string; during: string; a: string; all: string; lo: string }
> = {
  week: {
    the: 'la semana',
    this: 'esta semana',
    during: 'durante la semana',
    a: 'una semana',
    all: 'toda la semana',
    lo: 'la',
  },
  month: {
    the: 'el mes',
    this: 'este mes',
    during: 'durante el mes',
    a: 'un mes',
    all: 'todo el mes',
    lo: 'lo',
  },
  year: {
    the: 'el año',
    this: 'este año',
    during: 'durante el año',
    a: 'un año',
    all: 'todo el año',
    lo: 'lo',
  },
};
const S = (c: C) => spans[c.span];
const influence = (c: C) => c.pick('ruler-influence', c.ruler.influences);
const gift = (c: C) => c.gift().text;

/** Each sign's tree with its article, by the English name (calendar.ts). */
const trees: Record<string, string> = {
  Birch: 'el abedul',
  Rowan: 'el serbal',
  Ash: 'el fresno',
  Alder: 'el aliso',
  Willow: 'el sauce',
  Hawthorn: 'el espino',
  Oak: 'el roble',
  Holly: 'el acebo',
  Hazel: 'el avellano',
  Vine: 'la vid',
  Ivy: 'la hiedra',
  Reed: 'el junco',
  Elder: 'el saúco',
};
const tree = (name: string) => trees[name] ?? name;

const sign: L[] = [
  (c) =>
    `${cap(c.ruler.name)} ${influence(c)} a lo largo ${de(S(c).the)}, y tu ${gift(c)} es lo más seguro que llevas contigo.`,
  (c) =>
    `Como ${c.me.the}, ${S(c).this} te va mejor cuando confías en tu ${gift(c)} y dejas que los demás te alcancen.`,
  (c) =>
    `Tu naturaleza ${c.adjective().f} marca el tono ${de(S(c).the)}, y quienes te rodean siguen su ejemplo.`,
  (c) => `${cap(S(c).this)} te pide vigilar ${c.shadow()}; en cuanto le pones nombre, pierde su fuerza.`,
  (c) => `${cap(c.ruler.name)}, ${c.ruler.role}, mantiene el pulso firme sobre tus planes ${de(S(c).the)}.`,
  (c) =>
    `Como signo ${de(tree(c.sign.tree))}, creces en anillos más que a saltos, y ${S(c).this} añade uno bueno.`,
  (c) => `Tu ${gift(c)} abre ${S(c).this} una puerta que el esfuerzo solo no podría abrir.`,
  (c) =>
    `Muestra tu lado ${c.adjective().m} en los primeros días ${de(S(c).the)}, y el resto llegará con menos esfuerzo.`,
  (c) =>
    `Todo lo que pida tu ${gift(c)} sale bien ${S(c).this}; lo que alimente ${c.shadow()} puede esperar.`,
  (c) => {
    const f = c.me.gender === 'f';
    return `${cap(c.me.the)} que llevas dentro anda ${f ? 'inquieta' : 'inquieto'} ${S(c).this}, con ganas de algo nuevo, y un pequeño cambio bastará para calmar${f ? 'la' : 'lo'}.`;
  },
  (c) =>
    `Quienes mejor te conocen verán tu lado más ${c.adjective().m} a lo largo ${de(S(c).the)} que empieza.`,
  (c) =>
    `${cap(c.ruler.name)} ${influence(c)}, así que dedica pronto toda tu atención a la tarea más grande ${de(S(c).the)}.`,
  (c) =>
    `Una palabra discreta sobre tu ${gift(c)} llega a los oídos adecuados antes de que acabe ${S(c).the}.`,
];

const theme: L[] = [
  (c) => `${cap(S(c).the)} favorece terminar lo que está a medias antes de empezar algo nuevo.`,
  (c) => `Espera una sorpresa ${S(c).during}, probablemente agradable y de donde menos lo esperas.`,
  () => 'Los planes que hagas ahora tienen espacio para respirar, así que deja huecos en tu agenda.',
  (c) => `Es ${S(c).a} para reparar: una valla, una amistad o un hábito que se ha descuidado.`,
  () => 'La generosidad vuelve a ti deprisa, a menudo de alguien a quien ayudaste hace tiempo.',
  () => 'Las noticias de lejos piden una respuesta pensada más que rápida.',
  (c) => `Las pequeñas rutinas te sostienen en los tramos ajetreados ${de(S(c).the)}.`,
  () => 'Una decisión que has ido aplazando se vuelve fácil en cuanto dejas de esperar certezas.',
  (c) => `El hogar es el corazón ${de(S(c).the)}: pon allí tu energía y todo lo demás se asienta.`,
  (c) =>
    `Aprender es el hilo discreto que recorre ${S(c).the}, así que sigue lo que despierte tu curiosidad.`,
  () => 'Los viejos lazos importan más que los nuevos por ahora, aunque una cara nueva trae una idea útil.',
  () => 'El dinero y el tiempo rinden más de lo que esperas si los planificas juntos.',
  (c) => `El valor en una sola conversación le da otra forma a ${S(c).all}.`,
  (c) => `${cap(S(c).this)} premia el descanso tanto como el trabajo, así que protege tus tardes.`,
  () => 'Algo que habías perdido de vista vuelve a aparecer, y ahora vale más.',
  (c) => `Deja que ${S(c).the} avance a su ritmo; forzar${S(c).lo} solo añade ruido.`,
];

const loveOpenings: L[] = [
  (c) =>
    `Tu corazón ${c.adjective().m} acerca a la gente ${S(c).this}, y un vínculo se hace notablemente más hondo.`,
  (c) =>
    `${cap(c.ruler.name)} da calor a tus lazos más cercanos ${S(c).during}, así que busca tiempo para conversaciones largas.`,
  (c) => {
    const g = c.gift();
    return `El cariño crece cuando muestras tu ${g.text} en lugar de describir${lo(g)}.`;
  },
  () =>
    'Tu pareja o un amigo cercano necesita un poco más de tu atención que de costumbre, y te lo devuelve con creces.',
  (c) =>
    `${cap(c.element.quality)} es lo que los demás buscan en ti en el amor; deja que vean de dónde viene.`,
  (c) => `El romance avanza despacio pero seguro ${S(c).this}; no hace falta apresurar nada.`,
  () => 'Alguien de tu pasado vuelve a tu mente, y un mensaje amable cierra bien un viejo capítulo.',
  (c) => `Tu vena ${c.adjective().f} con la gente que quieres cuesta poco y ahora significa mucho.`,
  (c) =>
    `${cap(S(c).the)} trae una invitación que merece la pena aceptar, aunque al principio parezca pequeña.`,
  () => 'El amor pide presencia más que gestos: acude, escucha y quédate un rato.',
  (c) => `Tu modo ${c.element.nature} de cuidar es justo lo que necesita alguien cercano.`,
  () => 'Unas palabras sinceras dichas con suavidad aclaran un malentendido que ha durado demasiado.',
];

const loveFollowUps: L[] = [
  () => 'Si tienes pareja, planead algo nuevo juntos; si no, di que sí más a menudo.',
  (c) =>
    `Evita ${c.shadow()} cuando los sentimientos estén a flor de piel, y ${S(c).the} seguirá siendo dulce.`,
  () => 'Los lazos familiares piden una visita o una llamada larga, y ambas partes lo agradecerán.',
  () => 'Deja que alguien cuide de ti por una vez; recibir también es parte de amar.',
  () => 'Apunta lo que admiras de las personas más cercanas y luego díselo.',
  () => 'En cuestiones del corazón, una comida compartida vale más que cualquier gran plan.',
  (c) => {
    const shadow = c.shadow();
    return `Si se cuela${n(shadow)} ${shadow}, reíos juntos y seguid adelante.`;
  },
  () =>
    'Las amistades necesitan tantos cuidados como el romance, así que envía ese mensaje que siempre piensas enviar.',
  () => 'Con pareja o sin ella, dedica tiempo a tu propia felicidad: es la tierra en la que crece el amor.',
  () => 'Deja una tarde libre de planes y mira quién la llena.',
  () => 'Perdona pronto un pequeño desaire y conserva la paz mayor.',
];

const careerOpenings: L[] = [
  (c) =>
    `${cap(c.ruler.name)} respalda tu vida laboral ${S(c).this}, así que apunta a una meta y llévala a término.`,
  (c) => {
    const g = c.gift();
    return `Tu ${g.text} es justo lo que necesita un proyecto en marcha; no ${lo(g)} guardes.`;
  },
  (c) => `Tus compañeros responden bien a tu enfoque ${c.adjective().m} ${S(c).during}.`,
  (c) => `En el trabajo, el esfuerzo constante gana a los destellos de genialidad ${S(c).this}.`,
  () => 'Una tarea que temías resulta más sencilla de lo que parecía en cuanto empiezas.',
  (c) => `Alguien con más rango se fija en tu ${gift(c)}, y eso dará fruto más adelante.`,
  () => 'Los asuntos de dinero agradecen una revisión cuidadosa, sobre todo lo que firmaste con prisas.',
  (c) => `El avance ${de(S(c).the)} llega terminando más que empezando.`,
  () => 'Una petición inesperada esconde una oportunidad, así que di «quizá» antes de decir que no.',
  (c) =>
    `Tu vena ${c.adjective().f} es un activo en el trabajo, sobre todo con un cliente o un compañero difícil.`,
  () => 'Dos ideas, la tuya y la de un compañero, encajan mejor juntas que cada una por separado.',
  (c) => `Pon tu ${gift(c)} al servicio de una propuesta en la que crees, y otros te seguirán.`,
];

const careerFollowUps: L[] = [
  () => 'Mantén tus notas en orden y tus promesas modestas, y superarás las expectativas.',
  (c) => `Ojo con ${c.shadow()} cuando aprieten los plazos, y terminarás con ventaja.`,
  () => 'Pide pronto la ayuda que necesitas; la persona adecuada te la dará con gusto.',
  () => 'Media hora al día aprendiendo algo nuevo da frutos antes de lo que crees.',
  () => 'Di que no a un compromiso para poder decir un sí rotundo a otro.',
  () => 'Revisa la letra pequeña una vez más; el detalle que descubras te ahorrará un disgusto.',
  (c) => `Protege unas horas ${de(S(c).the)} de las interrupciones, como protegerías una cita.`,
  () => 'Un agradecimiento a un compañero no cuesta nada y se recuerda durante meses.',
  () => 'Deja que el trabajo terminado hable por sí solo en lugar de explicarlo dos veces.',
  () => 'Apunta las tres cosas que más importan y deja que el resto espere.',
  (c) =>
    `Si el dinero te preocupa, una mirada serena a las cuentas ${de(S(c).the)} tranquiliza más que la inquietud.`,
];

const healthOpenings: L[] = [
  (c) =>
    `Te sientes mejor después de ${c.pick('element-activity', c.element.activity)}, así que hazle sitio en ${S(c).the}.`,
  (c) => `Cuida ${c.pick('element-focus', c.element.focus)}; los pequeños ajustes suman.`,
  () => 'La energía sigue a la atención, así que fíjate en lo que te cansa y en lo que te repara.',
  (c) =>
    `Tu espíritu ${c.adjective().m} necesita movimiento tanto como descanso, así que equilibra las dos cosas.`,
  () => 'Las comidas calientes y sencillas y mucha agua son la base discreta de una buena racha.',
  () => 'Un rato al aire libre, aunque sea poco cada día, te ordena el ánimo y la concentración.',
  (c) => `Dormir es la mejor inversión ${de(S(c).the)}; acuéstate un poco antes de lo habitual.`,
  () =>
    'Un cambio de rutina, aunque sea una ruta nueva para el paseo diario, te renueva más de lo que imaginas.',
  () => 'Postura, agua y luz del día son tus tres medicinas sencillas.',
  (c) => `Hasta el carácter más ${c.adjective().m} necesita descanso de verdad, así que planéalo.`,
  () => 'Fíjate en cómo respiras en plena faena y ralentiza el ritmo a propósito.',
  () => 'Estirarte antes de dormir deshace los nudos del día y hace más hondo el sueño.',
];

const healthFollowUps: L[] = [
  (c) => {
    const shadow = c.shadow();
    return `Que ${shadow} no te desgaste${n(shadow)}, y mantén tranquilas tus noches.`;
  },
  () => 'Cocina algo con color al menos dos veces, y tu energía te lo agradecerá.',
  () => 'Un paseo con un amigo sienta el doble de bien que un paseo a solas.',
  () => 'Reduce un poco las pantallas por la noche, y el sueño llegará con más facilidad.',
  () => 'Si algo físico lleva tiempo molestándote, pide cita ahora.',
  () => 'Consolida un hábito pequeño en lugar de empezar cinco que se desvanecen.',
  () => 'La risa te sienta tan bien como cualquier ejercicio, así que busca buena compañía.',
  () => 'Bebe agua antes del café por las mañanas y observa cómo cambian las tardes.',
  () => 'Una hora tranquila sin exigencias hace más que un día libre lleno de planes.',
  (c) => `Toma el final ${de(S(c).the)} como una ocasión para descansar, no para ponerte al día.`,
  () => 'Escucha el cansancio pronto y no tarde; entonces es más fácil atenderlo.',
];

const framings: PeriodLines<SpanishGrammar>['framings'] = [
  (irish, meaning, span) => `Un viejo proverbio irlandés para ${spans[span].this}: «${irish}», ${meaning}.`,
  (irish, meaning) => `«${irish}», dicen los irlandeses: ${meaning}.`,
  (irish, meaning, span) => `Lleva estas palabras contigo ${spans[span].during}: «${irish}», ${meaning}.`,
  (irish, meaning) => `«${irish}» es el dicho que conviene recordar: ${meaning}.`,
  (irish, meaning, span) => `El proverbio «${irish}» le sienta bien a ${spans[span].this}: ${meaning}.`,
  (irish, meaning) => `Recuerda «${irish}», como decían los mayores: ${meaning}.`,
  (irish, meaning) => `En irlandés se dice «${irish}»: ${meaning}.`,
  (irish, meaning, span) => `Que ${spans[span].the} se guíe por «${irish}»: ${meaning}.`,
];

const advice: L[] = [
  (c) => `Deja que tu ${gift(c)} marque el camino, y vigila ${c.shadow()}.`,
  (c) => `Fija una intención clara para ${S(c).this} y vuelve a ella cuando todo se acelere.`,
  (c) => `Cultiva tu lado ${c.adjective().m}, sé amable y deja que el resto se ordene solo.`,
  () => 'Toma una decisión con la cabeza y otra con el corazón, y observa cuál te sienta mejor.',
  (c) => `Al final ${de(S(c).the)}, apunta tres cosas que agradeces.`,
  () => 'Haz una cosa despacio y bien, y deja que marque el ritmo de todo lo demás.',
  () => 'Haz la pregunta que te daba miedo hacer; la respuesta es más amable de lo que temes.',
  () => 'Deja un lugar un poco mejor de como lo encontraste, aunque nadie se dé cuenta.',
  () => 'Regala algo que ya no necesitas a alguien a quien le haga falta.',
  () => 'Cumple tu palabra, sobre todo en las cosas pequeñas.',
  (c) => `Pasa una hora ${de(S(c).the)} al aire libre sin hacer absolutamente nada.`,
  () => 'Da tu tiempo sin reparos y tus promesas con cuidado.',
];

// The sky, in Spanish: dates as "el martes 24 de noviembre", lists joined as the language joins them.

const weekday = new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' });
const list = new Intl.ListFormat('es', { type: 'conjunction' });
const at = atNoonUtc;
/** "martes 24 de noviembre". */
const longDate = (iso: string) => `${weekday.format(at(iso))} ${dayMonth.format(at(iso))}`;

const phaseNames: Record<string, string> = {
  'New Moon': 'luna nueva',
  'Waxing Crescent': 'luna creciente',
  'First Quarter': 'cuarto creciente',
  'Waxing Gibbous': 'luna gibosa creciente',
  'Full Moon': 'luna llena',
  'Waning Gibbous': 'luna gibosa menguante',
  'Last Quarter': 'cuarto menguante',
  'Waning Crescent': 'luna menguante',
};
const times = (n: number) => (n === 1 ? 'una vez' : `${n} veces`);

const phaseFramings = [
  (items: string, span: PeriodKind) => `La Luna ${spans[span].this}: ${items}.`,
  (items: string, span: PeriodKind) =>
    `${cap(spans[span].this)}, la Luna marca sus momentos clave con ${items}.`,
  (items: string) => `Mira al cielo: ${items}.`,
];

function sky(period: Period, facts: Sky, framing: number): string {
  if (period.kind === 'year') {
    const { fulls, news, first, last, doubled } = yearMoons(facts);
    const sentences = [
      first && last
        ? `En ${period.id} la Luna está llena ${times(fulls.length)}, del ${dayMonth.format(at(first.date))} al ${dayMonth.format(at(last.date))}, y nueva ${times(news.length)}.`
        : `En ${period.id} la Luna está nueva ${times(news.length)}.`,
    ];
    for (const dates of doubled) {
      if (!dates[0]) continue;
      sentences.push(
        `${cap(monthName.format(at(dates[0])))} tiene dos lunas llenas: ${list.format(dates.map((d) => `el ${dayMonth.format(at(d))}`))}.`,
      );
    }
    const days = facts.festivals.map((f) => `${f.name} en ${weekday.format(at(f.date))}`);
    sentences.push(`Las fiestas del fuego abren las estaciones así: ${list.format(days)}.`);
    return sentences.join(' ');
  }
  const sentences: string[] = [];
  if (facts.moonPhases.length === 0) {
    const phase = phaseNames[getMoonPhase(period.start).name] ?? '';
    sentences.push(
      `${cap(spans[period.kind].this)} no cae ninguna fase principal: la Luna se mantiene en fase ${de(phase)} del ${weekday.format(at(period.start))} al ${weekday.format(at(period.end))}.`,
    );
  } else {
    const items = list.format(
      facts.moonPhases.map((p) => `${phaseNames[p.phase] ?? p.phase} el ${longDate(p.date)}`),
    );
    const frame = phaseFramings[framing % phaseFramings.length];
    sentences.push(frame ? frame(items, period.kind) : `${cap(items)}.`);
  }
  for (const [i, festival] of facts.festivals.entries()) {
    const quarter = quarters[facts.quarterChanges[i]?.quarter ?? '']?.name;
    sentences.push(
      `${festival.name} cae el ${longDate(festival.date)}${quarter ? ` y abre ${quarter}` : ''}.`,
    );
  }
  const [firstMonth, ...later] = facts.treeMonths;
  const named = (m: { tree: string; name: string }) => `${de(tree(m.tree))} (${m.name})`;
  if (firstMonth && period.kind === 'week') {
    for (const m of later) sentences.push(`El ${longDate(m.start)} empieza el mes ${named(m)}.`);
  } else if (firstMonth) {
    sentences.push(
      later.length === 0
        ? `Todo el mes cae en el mes ${named(firstMonth)}.`
        : `El mes empieza en el mes ${named(firstMonth)} y pasa, ${list.format(later.map((m) => `desde el ${longDate(m.start)}, al ${named(m)}`))}.`,
    );
  }
  return sentences.join(' ');
}

export const period: PeriodLines<SpanishGrammar> = {
  sign,
  theme,
  love: [loveOpenings, loveFollowUps],
  career: [careerOpenings, careerFollowUps],
  health: [healthOpenings, healthFollowUps],
  framings,
  advice,
  sky,
};
