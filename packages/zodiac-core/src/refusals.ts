/**
 * Every refusal's words, each written once per language: the API's words to a client that may not, or cannot,
 * have what it asked for (docs/PRODUCT.md §8, the error catalogue). Here, in the domain package, because the
 * database's errors (packages/db), the API's refusals (packages/api, refusals.ts: each one's tRPC code) and the
 * web app all use them, and the database package cannot import the API's.
 *
 * A typed table rather than a catalogue: the server's other words (push reminders, feeds, readings) are typed
 * tables per `Locale` already, a few dozen sentences need no extraction or compile step, and
 * `Record<Locale, …>` makes the typecheck fail when a language is added without these messages. Values inserted
 * in a message (`field`, `problem` …) are typed parameters of that message.
 */
import { type Locale, locales } from './locale';

/** Why an administrator may not delete an account: the API refuses with these, the web app's Delete says them. */
export const deletionRefusalWords = {
  siteOwner: {
    en: 'Site owners cannot be deleted',
    es: 'Los propietarios del sitio no se pueden eliminar',
    de: 'Betreiber können nicht gelöscht werden',
  },
  ownAccount: {
    en: 'You cannot delete your own account',
    es: 'No puedes eliminar tu propia cuenta',
    de: 'Du kannst dein eigenes Konto nicht löschen',
  },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

/** A message in every language: a sentence, or a function of the values it names. */
type Text<V> = [V] extends [undefined] ? string : (values: V) => string;
const words = <V = undefined>(texts: Readonly<Record<Locale, Text<V>>>) => texts;

const listed = (items: readonly string[]) => items.join(', ');

/** What a rate limit counts by. */
export type RateLimitPer = 'key' | 'address' | 'account';

/** The values of the 429 that names its limit. */
export interface RateLimitWords {
  limit: number;
  windowSeconds: number;
  per: RateLimitPer;
  /** Seconds until it may be sent again (the answer's Retry-After). */
  seconds: number;
}

const perWords: Readonly<Record<Locale, Readonly<Record<RateLimitPer, string>>>> = {
  en: { key: 'API key', address: 'address', account: 'account' },
  es: { key: 'clave de API', address: 'dirección', account: 'cuenta' },
  de: { key: 'API-Schlüssel', address: 'Adresse', account: 'Konto' },
};

const windowWords: Readonly<Record<Locale, (seconds: number) => string>> = {
  en: (s) => (s === 60 ? 'a minute' : s === 3600 ? 'an hour' : s === 86_400 ? 'a day' : `every ${s} s`),
  es: (s) => (s === 60 ? 'por minuto' : s === 3600 ? 'por hora' : s === 86_400 ? 'al día' : `cada ${s} s`),
  de: (s) => (s === 60 ? 'pro Minute' : s === 3600 ? 'pro Stunde' : s === 86_400 ? 'pro Tag' : `alle ${s} s`),
};

export const refusalWords = {
  signInRequired: words({
    en: 'Sign in required',
    es: 'Tienes que iniciar sesión',
    de: 'Bitte melde dich an',
  }),
  invalidToken: words({
    en: 'Invalid or expired token',
    es: 'La sesión no es válida o ha caducado: vuelve a iniciar sesión',
    de: 'Die Anmeldung ist ungültig oder abgelaufen: bitte melde dich erneut an',
  }),
  authUnavailable: words({
    en: 'Authentication is temporarily unavailable',
    es: 'El inicio de sesión no está disponible en este momento',
    de: 'Die Anmeldung ist vorübergehend nicht verfügbar',
  }),
  /** A token whose account was deleted since it signed in. */
  accountDeleted: words({
    en: 'This account has been deleted. Sign in again to start a new one.',
    es: 'Esta cuenta se ha eliminado. Vuelve a iniciar sesión para crear una nueva.',
    de: 'Dieses Konto wurde gelöscht. Melde dich erneut an, um ein neues anzulegen.',
  }),
  administratorRequired: words({
    en: 'Administrator role required',
    es: 'Hace falta el rol de administrador',
    de: 'Dafür ist die Rolle Administrator nötig',
  }),
  siteOwnerRequired: words({
    en: 'Site owner role required',
    es: 'Hace falta el rol de propietario del sitio',
    de: 'Dafür ist die Rolle Betreiber nötig',
  }),
  premiumRequired: words({
    en: 'Monthly and yearly readings are for premium members: the premium, admin and site_owner roles',
    es: 'Las lecturas mensuales y anuales son para miembros premium: los roles premium, admin y site_owner',
    de: 'Monats- und Jahreshoroskope sind Premium-Mitgliedern vorbehalten: die Rollen premium, admin und site_owner',
  }),
  othersData: words({
    en: "You cannot access another user's data",
    es: 'No puedes acceder a los datos de otra persona',
    de: 'Du kannst nicht auf die Daten einer anderen Person zugreifen',
  }),
  /** A `uid` / `firebaseUid` parameter that is not the caller's own. */
  notOwnUid: words<{ field: string }>({
    en: ({ field }) => `${field}: Does not belong to the signed-in user`,
    es: ({ field }) => `${field}: No pertenece a la persona que ha iniciado sesión`,
    de: ({ field }) => `${field}: Gehört nicht zur angemeldeten Person`,
  }),
  // The web app explains its disabled Delete with the same words.
  ownAccountThroughAdmin: deletionRefusalWords.ownAccount,
  siteOwnerUndeletable: deletionRefusalWords.siteOwner,
  lastSiteOwnerStepDown: words({
    en: 'You are the last site owner: make another user a site owner before you step down',
    es: 'Eres el último propietario del sitio: nombra propietario a otra persona antes de dejar el rol',
    de: 'Du bist der letzte Betreiber: mach zuerst eine andere Person zum Betreiber, bevor du die Rolle abgibst',
  }),
  lastSiteOwnerDemote: words({
    en: 'This is the last site owner: the service always keeps at least one',
    es: 'Es el último propietario del sitio: el servicio siempre conserva al menos uno',
    de: 'Das ist der letzte Betreiber: der Dienst behält immer mindestens einen',
  }),
  lastSiteOwnerDeleteSelf: words({
    en: 'You are the last site owner: make another user a site owner before you delete your account',
    es: 'Eres el último propietario del sitio: nombra propietario a otra persona antes de eliminar tu cuenta',
    de: 'Du bist der letzte Betreiber: mach zuerst eine andere Person zum Betreiber, bevor du dein Konto löschst',
  }),
  userNotFound: words({
    en: 'User not found',
    es: 'No se ha encontrado el usuario',
    de: 'Der Nutzer wurde nicht gefunden',
  }),
  readingNotFound: words({
    en: 'Reading not found',
    es: 'No se ha encontrado la lectura',
    de: 'Das Horoskop wurde nicht gefunden',
  }),
  signNotFound: words({
    en: 'Sign not found',
    es: 'No se ha encontrado el signo',
    de: 'Das Zeichen wurde nicht gefunden',
  }),
  unknownSign: words<{ name: string }>({
    en: ({ name }) => `sign: Unknown zodiac sign "${name}"`,
    es: ({ name }) => `sign: El signo «${name}» no existe`,
    de: ({ name }) => `sign: Das Tierkreiszeichen „${name}“ gibt es nicht`,
  }),
  noSignForDate: words({
    en: 'No sign covers that date',
    es: 'Ningún signo abarca esa fecha',
    de: 'Zu diesem Datum gibt es kein Zeichen',
  }),
  /** `value` as sent, JSON-quoted. */
  unsupportedLanguage: words<{ value: string }>({
    en: ({ value }) => `Unsupported language ${value}: use one of ${listed(locales)}`,
    es: ({ value }) => `Idioma no admitido ${value}: los admitidos son ${listed(locales)}`,
    de: ({ value }) => `Nicht unterstützte Sprache ${value}: möglich sind ${listed(locales)}`,
  }),
  pushEndpointNotUrl: words({
    en: 'endpoint: Must be an absolute https URL',
    es: 'endpoint: Debe ser una URL https absoluta',
    de: 'endpoint: Muss eine absolute https-URL sein',
  }),
  pushEndpointNotHttps: words({
    en: 'endpoint: Must be an https URL (push services are only reached over TLS)',
    es: 'endpoint: Debe ser una URL https (a los servicios push solo se llega por TLS)',
    de: 'endpoint: Muss eine https-URL sein (Push-Dienste werden nur über TLS erreicht)',
  }),
  pushEndpointCredentials: words({
    en: 'endpoint: Must not carry a user name or password',
    es: 'endpoint: No puede llevar nombre de usuario ni contraseña',
    de: 'endpoint: Darf keinen Benutzernamen und kein Passwort enthalten',
  }),
  pushEndpointHost: words({
    en: 'endpoint: The host must be a DNS name of letters, digits, dots and hyphens, written plainly (no IP address, percent-encoding or other characters), on port 443',
    es: 'endpoint: El host debe ser un nombre DNS de letras, dígitos, puntos y guiones, escrito tal cual (sin dirección IP, codificación por porcentaje ni otros caracteres), en el puerto 443',
    de: 'endpoint: Der Host muss ein DNS-Name aus Buchstaben, Ziffern, Punkten und Bindestrichen sein, unverändert geschrieben (keine IP-Adresse, keine Prozentkodierung, keine anderen Zeichen), auf Port 443',
  }),
  pushEndpointNotAllowed: words<{ origin: string; allowed: readonly string[] }>({
    en: ({ origin, allowed }) =>
      `endpoint: ${origin} is not a push service this server sends to (allowed: ${listed(allowed)})`,
    es: ({ origin, allowed }) =>
      `endpoint: ${origin} no es un servicio push al que envíe este servidor (admitidos: ${listed(allowed)})`,
    de: ({ origin, allowed }) =>
      `endpoint: ${origin} ist kein Push-Dienst, an den dieser Server sendet (erlaubt: ${listed(allowed)})`,
  }),
  /** No key pair yet: the server makes it at start-up, so only a database emptied under it answers this. */
  pushKeysMissing: words({
    en: 'Notifications are not set up yet: the server makes its keys when it starts',
    es: 'Las notificaciones aún no están configuradas: el servidor crea sus claves al arrancar',
    de: 'Benachrichtigungen sind noch nicht eingerichtet: der Server erzeugt seine Schlüssel beim Start',
  }),
  /** `limit` test pushes an hour; `seconds` until the oldest counted one is an hour old. */
  pushTestLimit: words<{ limit: number; seconds: number }>({
    en: ({ limit, seconds }) => `At most ${limit} test notifications an hour: try again in ${seconds} s`,
    es: ({ limit, seconds }) =>
      `Como máximo ${limit} notificaciones de prueba por hora: vuelve a intentarlo dentro de ${seconds} s`,
    de: ({ limit, seconds }) =>
      `Höchstens ${limit} Testbenachrichtigungen pro Stunde: versuche es in ${seconds} s erneut`,
  }),
  pushExpirationTime: words({
    en: 'expirationTime: Must be null or a time within the next year, in milliseconds since the epoch',
    es: 'expirationTime: Debe ser null o un momento dentro del próximo año, en milisegundos desde la época',
    de: 'expirationTime: Muss null oder ein Zeitpunkt innerhalb des nächsten Jahres sein, in Millisekunden seit der Epoche',
  }),
  idempotencyKeyReused: words({
    en: 'Idempotency-Key was already used with a different request',
    es: 'Idempotency-Key ya se usó con otra petición',
    de: 'Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
  }),
  idempotentRowDeleted: words({
    en: 'Idempotency-Key: what the first request with this key saved has since been deleted; send a new key to save it again',
    es: 'Idempotency-Key: lo que guardó la primera petición con esta clave se ha eliminado desde entonces; envía una clave nueva para guardarlo otra vez',
    de: 'Idempotency-Key: was die erste Anfrage mit diesem Schlüssel gespeichert hat, wurde inzwischen gelöscht; sende einen neuen Schlüssel, um es erneut zu speichern',
  }),
  /** A rate limit or quota: `limit` requests every `windowSeconds` per key, address or account, in words. */
  tooManyRequests: words<RateLimitWords>({
    en: ({ limit, windowSeconds, per, seconds }) =>
      `Too many requests: the limit is ${limit} requests ${windowWords.en(windowSeconds)} per ${perWords.en[per]}; try again in ${seconds} s`,
    es: ({ limit, windowSeconds, per, seconds }) =>
      `Demasiadas peticiones: el límite es de ${limit} peticiones ${windowWords.es(windowSeconds)} por ${perWords.es[per]}; vuelve a intentarlo dentro de ${seconds} s`,
    de: ({ limit, windowSeconds, per, seconds }) =>
      `Zu viele Anfragen: erlaubt sind ${limit} Anfragen ${windowWords.de(windowSeconds)} je ${perWords.de[per]}; versuche es in ${seconds} s erneut`,
  }),
  /** An `X-Api-Key` header that cannot be a key of ours (another shape, or sent twice). */
  apiKeyMalformed: words({
    en: 'X-Api-Key: not an API key of this service (keys start with cz_live_; make one on the Developers page)',
    es: 'X-Api-Key: no es una clave de API de este servicio (las claves empiezan por cz_live_; crea una en la página Desarrolladores)',
    de: 'X-Api-Key: kein API-Schlüssel dieses Dienstes (Schlüssel beginnen mit cz_live_; erstelle einen auf der Seite Entwickler)',
  }),
  /** A well-formed key no account holds: never made, or revoked. */
  apiKeyUnknown: words({
    en: 'X-Api-Key: unknown or revoked API key',
    es: 'X-Api-Key: clave de API desconocida o revocada',
    de: 'X-Api-Key: unbekannter oder widerrufener API-Schlüssel',
  }),
  /** A key of another account, or one already revoked, answers like a missing one. */
  apiKeyNotFound: words({
    en: 'API key not found',
    es: 'No se encontró la clave de API',
    de: 'API-Schlüssel nicht gefunden',
  }),
  apiKeysFull: words<{ limit: number }>({
    en: ({ limit }) => `An account holds at most ${limit} API keys: revoke one to make another`,
    es: ({ limit }) => `Una cuenta tiene como máximo ${limit} claves de API: revoca una para crear otra`,
    de: ({ limit }) =>
      `Ein Konto hat höchstens ${limit} API-Schlüssel: widerrufe einen, um einen neuen zu erstellen`,
  }),
  /** One address asked for more new share preview images than it may have rendered a minute. */
  tooManyNewImages: words<{ seconds: number }>({
    en: ({ seconds }) =>
      `Too many new preview images asked for from your address: try again in ${seconds} s (stored ones are still served)`,
    es: ({ seconds }) =>
      `Demasiadas imágenes de vista previa nuevas pedidas desde tu dirección: vuelve a intentarlo dentro de ${seconds} s (las ya guardadas se siguen sirviendo)`,
    de: ({ seconds }) =>
      `Zu viele neue Vorschaubilder von deiner Adresse angefragt: versuche es in ${seconds} s erneut (gespeicherte werden weiter ausgeliefert)`,
  }),
  /** Every thread that draws preview images is busy and its queue is full. */
  imagesBusy: words<{ seconds: number }>({
    en: ({ seconds }) => `Preview images are busy being drawn: try again in ${seconds} s`,
    es: ({ seconds }) =>
      `Se están dibujando muchas imágenes de vista previa: vuelve a intentarlo dentro de ${seconds} s`,
    de: ({ seconds }) => `Gerade werden viele Vorschaubilder gezeichnet: versuche es in ${seconds} s erneut`,
  }),
  overloaded: words({
    en: 'The server is busy: sign in, or try again shortly',
    es: 'El servidor está ocupado: inicia sesión o vuelve a intentarlo en breve',
    de: 'Der Server ist gerade ausgelastet: melde dich an oder versuche es gleich noch einmal',
  }),
  databaseUnavailable: words({
    en: 'Database unavailable: try again shortly',
    es: 'La base de datos no está disponible: vuelve a intentarlo en breve',
    de: 'Die Datenbank ist nicht erreichbar: versuche es gleich noch einmal',
  }),
  internalError: words({
    en: 'Internal server error',
    es: 'Error interno del servidor',
    de: 'Interner Serverfehler',
  }),
};

export type RefusalKey = keyof typeof refusalWords;
/** The values a refusal's message names (`undefined`: none). */
export type RefusalValues<K extends RefusalKey> = (typeof refusalWords)[K]['en'] extends (
  values: infer V,
) => string
  ? V
  : undefined;

/** A refusal's message in `locale`. */
export function refusalText<K extends RefusalKey>(key: K, values: RefusalValues<K>, locale: Locale): string {
  const text = refusalWords[key][locale] as string | ((values: RefusalValues<K>) => string);
  return typeof text === 'function' ? text(values) : text;
}

/** Every refusal's key: the tests check each one's words in every language. */
export const refusalKeys = Object.keys(refusalWords) as RefusalKey[];
