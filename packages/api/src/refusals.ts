/**
 * Every refusal the API answers with: its words are zodiac-core's (`refusalWords`, each written once per
 * language, shared with the database's errors and the web app), its tRPC code is here (`refusalCodes`). Domain
 * errors from the database (a deleted account, a reused idempotency key …) are turned into these in errors.ts,
 * and the server's own refusals (429, the database gate's 503) use them too.
 *
 * An error carries its refusal's key and values (`Refusal`); its `message` is the English text (logs, tests and
 * clients that ask for no language see exactly that). The answer's language is chosen where errors leave the
 * server (`localizeError`, errors.ts), never here.
 */
import {
  defaultLocale,
  type Locale,
  type RateLimitWords,
  type RefusalKey,
  type RefusalValues,
  refusalKeys,
  refusalText,
} from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';

export { type RefusalKey, type RefusalValues, refusalKeys, refusalText };

/**
 * The one mapping from a refusal, and so from each domain error (`toTRPCError`), to its tRPC code; the HTTP
 * status is tRPC's own for that code (`httpStatusOf`), and the OpenAPI document's error answers are derived from
 * it (openapi-errors.ts).
 */
export const refusalCodes: Readonly<Record<RefusalKey, TRPCError['code']>> = {
  signInRequired: 'UNAUTHORIZED',
  invalidToken: 'UNAUTHORIZED',
  /** A token whose account was deleted since this instance signed it in: never made again. */
  accountDeleted: 'UNAUTHORIZED',
  authUnavailable: 'SERVICE_UNAVAILABLE',
  administratorRequired: 'FORBIDDEN',
  siteOwnerRequired: 'FORBIDDEN',
  premiumRequired: 'FORBIDDEN',
  othersData: 'FORBIDDEN',
  notOwnUid: 'FORBIDDEN',
  ownAccountThroughAdmin: 'FORBIDDEN',
  siteOwnerUndeletable: 'FORBIDDEN',
  // The change would leave the service without a site owner (docs/PRODUCT.md, Roles).
  lastSiteOwnerStepDown: 'CONFLICT',
  lastSiteOwnerDemote: 'CONFLICT',
  lastSiteOwnerDeleteSelf: 'CONFLICT',
  userNotFound: 'NOT_FOUND',
  /** Someone else's reading answers exactly like a missing one: existence is not leaked. */
  readingNotFound: 'NOT_FOUND',
  signNotFound: 'NOT_FOUND',
  unknownSign: 'BAD_REQUEST',
  noSignForDate: 'NOT_FOUND',
  unsupportedLanguage: 'BAD_REQUEST',
  pushEndpointNotUrl: 'BAD_REQUEST',
  pushEndpointNotHttps: 'BAD_REQUEST',
  pushEndpointCredentials: 'BAD_REQUEST',
  pushEndpointHost: 'BAD_REQUEST',
  pushEndpointNotAllowed: 'BAD_REQUEST',
  pushKeysMissing: 'SERVICE_UNAVAILABLE',
  pushTestLimit: 'TOO_MANY_REQUESTS',
  pushExpirationTime: 'BAD_REQUEST',
  idempotencyKeyReused: 'UNPROCESSABLE_CONTENT',
  idempotentRowDeleted: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  apiKeyMalformed: 'UNAUTHORIZED',
  apiKeyUnknown: 'UNAUTHORIZED',
  apiKeyNotFound: 'NOT_FOUND',
  // The account holds its most keys: revoking one resolves it.
  apiKeysFull: 'CONFLICT',
  tooManyNewImages: 'TOO_MANY_REQUESTS',
  imagesBusy: 'SERVICE_UNAVAILABLE',
  /** Load shedding's 503 (guards/load-shedding.ts): an anonymous expensive call while the server lags. */
  overloaded: 'SERVICE_UNAVAILABLE',
  /** The database gate's 503, before any procedure runs. */
  databaseUnavailable: 'SERVICE_UNAVAILABLE',
  internalError: 'INTERNAL_SERVER_ERROR',
};
/**
 * An error answer written in our words: its `message` is the English text, and `messageIn` gives it in any of
 * our languages.
 */
export class Refusal<K extends RefusalKey = RefusalKey> extends TRPCError {
  readonly refusal: K;
  readonly values: RefusalValues<K>;

  constructor(refusal: K, values: RefusalValues<K>, options: { cause?: unknown } = {}) {
    super({
      code: refusalCodes[refusal],
      message: refusalText(refusal, values, defaultLocale),
      cause: options.cause,
    });
    this.refusal = refusal;
    this.values = values;
  }

  messageIn(locale: Locale): string {
    return refusalText(this.refusal, this.values, locale);
  }
}

/** The message a signed-in caller without the premium role gets (in English). */
export const premiumRequiredMessage = refusalText('premiumRequired', undefined, defaultLocale);

/** The 400 for a `lang` (or a stored language) we do not write in, naming the ones we do (in English). */
export const unsupportedLanguageMessage = (value: unknown) =>
  refusalText('unsupportedLanguage', { value: JSON.stringify(value) ?? String(value) }, defaultLocale);

const valueMark = '\u0000';
const [unsupportedBefore = '', unsupportedAfter = ''] = refusalText(
  'unsupportedLanguage',
  { value: valueMark },
  defaultLocale,
).split(valueMark);

/**
 * A field-level message in `locale` when it is one of ours, else undefined (zod's own messages stay English).
 * The only one of ours a schema gives is the unsupported language (`localeSchema`): zod keeps only the message
 * of an issue, so the value it names is read back from the English text written just above.
 */
export function issueMessageIn(message: string, locale: Locale): string | undefined {
  if (!message.startsWith(unsupportedBefore) || !message.endsWith(unsupportedAfter)) return undefined;
  const value = message.slice(unsupportedBefore.length, message.length - unsupportedAfter.length);
  return refusalText('unsupportedLanguage', { value }, locale);
}

const refuse = <K extends RefusalKey>(
  key: K,
  ...values: RefusalValues<K> extends undefined ? [] : [RefusalValues<K>]
) => new Refusal(key, values[0] as RefusalValues<K>);

export const refusals = {
  signInRequired: () => refuse('signInRequired'),
  accountDeleted: () => refuse('accountDeleted'),
  administratorRequired: () => refuse('administratorRequired'),
  siteOwnerRequired: () => refuse('siteOwnerRequired'),
  premiumRequired: () => refuse('premiumRequired'),
  othersData: () => refuse('othersData'),
  /** A `uid` / `firebaseUid` parameter that is not the caller's own. */
  notOwnUid: (field: string) => refuse('notOwnUid', { field }),
  ownAccountThroughAdmin: () => refuse('ownAccountThroughAdmin'),
  siteOwnerUndeletable: () => refuse('siteOwnerUndeletable'),
  lastSiteOwner: (what: 'stepDown' | 'demote' | 'deleteSelf') =>
    refuse(
      what === 'stepDown'
        ? 'lastSiteOwnerStepDown'
        : what === 'demote'
          ? 'lastSiteOwnerDemote'
          : 'lastSiteOwnerDeleteSelf',
    ),
  userNotFound: () => refuse('userNotFound'),
  readingNotFound: () => refuse('readingNotFound'),
  signNotFound: () => refuse('signNotFound'),
  noSignForDate: () => refuse('noSignForDate'),
  /** A subscription the server may not send to: not https, or not on the push service allow-list. */
  pushEndpointNotUrl: () => refuse('pushEndpointNotUrl'),
  pushEndpointNotHttps: () => refuse('pushEndpointNotHttps'),
  pushEndpointCredentials: () => refuse('pushEndpointCredentials'),
  pushEndpointHost: () => refuse('pushEndpointHost'),
  pushEndpointNotAllowed: (origin: string, allowed: readonly string[]) =>
    refuse('pushEndpointNotAllowed', { origin, allowed }),
  pushExpirationTime: () => refuse('pushExpirationTime'),
  /** Past the hourly test pushes; `seconds` is the answer's Retry-After. */
  pushTestLimit: (limit: number, seconds: number) => refuse('pushTestLimit', { limit, seconds }),
  pushKeysMissing: () => refuse('pushKeysMissing'),
  /**
   * A rate limit or quota (the server's guards), named in the message: `limit` requests every `windowSeconds` per
   * key, address or account; `seconds` until it may be sent again (the answer's Retry-After).
   */
  tooManyRequests: (limit: RateLimitWords) => refuse('tooManyRequests', limit),
  /** An `X-Api-Key` that cannot be one of ours. */
  apiKeyMalformed: () => refuse('apiKeyMalformed'),
  /** A well-formed key that no account holds (never made, or revoked). */
  apiKeyUnknown: () => refuse('apiKeyUnknown'),
  apiKeyNotFound: () => refuse('apiKeyNotFound'),
  apiKeysFull: (limit: number) => refuse('apiKeysFull', { limit }),
  overloaded: () => refuse('overloaded'),
  databaseUnavailable: () => refuse('databaseUnavailable'),
  /** A share preview image that would be new, past its address's limit: `seconds` until the window ends. */
  tooManyNewImages: (seconds: number) => refuse('tooManyNewImages', { seconds }),
  /** A share preview image that would be new while the render pool is full. */
  imagesBusy: (seconds: number) => refuse('imagesBusy', { seconds }),
};
