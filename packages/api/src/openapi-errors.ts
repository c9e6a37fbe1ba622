import { httpStatusOfCode } from './errors';
import type { ProcedureRule } from './procedure-table';
import { type RefusalKey, refusalCodes } from './refusals';

/**
 * The refusals a procedure's own code makes beyond those its rules imply (`documentedErrors`). Their statuses
 * come from the refusal table (`refusalCodes`, tRPC's status of each code), as every answered one does. A new
 * refusal is one entry here, and one producer in the server's live OpenAPI test.
 */
export const procedureErrors: Readonly<Record<string, readonly RefusalKey[]>> = {
  // Another user's uid or id (administrators may act on any user where the table says so).
  'user.deletedCheck': ['notOwnUid'],
  'user.role': ['notOwnUid'],
  'user.updateZodiac': ['notOwnUid', 'othersData', 'userNotFound'],
  'user.deleteMe': ['lastSiteOwnerDeleteSelf'],
  'readings.list': ['othersData'],
  // A repeated Idempotency-Key whose reading was deleted since (checks cannot be deleted alone).
  'readings.create': ['idempotentRowDeleted'],
  'compatibility.list': ['othersData'],
  // Another user's reading answers like a missing one.
  'readings.toggleFavorite': ['readingNotFound'],
  'readings.delete': ['readingNotFound'],
  'admin.deleteUser': ['ownAccountThroughAdmin', 'siteOwnerUndeletable', 'userNotFound'],
  'admin.setRole': ['userNotFound', 'lastSiteOwnerStepDown', 'lastSiteOwnerDemote'],
  'keys.create': ['apiKeysFull'],
  // Another user's key answers like a missing one.
  'keys.delete': ['apiKeyNotFound'],
};

/** What a 401 means on a public read: its X-Api-Key, since it takes no sign-in. */
export const keyRefusedDescription =
  'The X-Api-Key header is not a key of this service, or its key is unknown or revoked (a public read needs no key: send none, or a valid one)';

/** The HTTP status a refusal answers with. */
export const statusOfRefusal = (key: RefusalKey): number => httpStatusOfCode(refusalCodes[key]);

/** What each documented error status means, for the document's response descriptions. */
export const errorDescriptions: Readonly<Record<number, string>> = {
  400: 'Invalid input: the message names each refused field, and `issues` lists them',
  401: 'Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account',
  403: "The caller's role or ownership does not allow it",
  404: 'Not found (another user’s item answers the same)',
  409: 'Conflict: the change would leave the service without a site owner, what the first request with this Idempotency-Key saved has since been deleted, or the account holds its 10 API keys',
  413: 'Body larger than 64 kB',
  415: 'Body not sent as application/json',
  422: 'Idempotency key already used for another request',
  429: 'Too many requests: the message names the limit, Retry-After says in how many seconds to try again, and RateLimit what is left of each limit',
  500: 'Internal server error (the message says nothing more; the request id is in the logs)',
  503: 'The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again',
};

const bodyMethods = new Set(['POST', 'PATCH', 'PUT']);

/**
 * Every error status a procedure's REST path may answer, ascending, each from the refusal that answers it: those
 * its rules imply (400 when it takes input, 401 when it needs a caller, 403 when it needs a role, 413 and 415
 * when it takes a body, 422 for an idempotency key, 429 when rate-limited, 401 and 429 when metered (a key's or an
 * address's read quota), 503 when it needs the database or a
 * token check or is shed under load, 500 always), and its own refusals (`procedureErrors`).
 */
export function documentedErrors(
  rule: ProcedureRule,
  options: { takesInput: boolean; takesBody: boolean },
): number[] {
  const refusals = new Set<RefusalKey>(['internalError', ...(procedureErrors[rule.path] ?? [])]);
  const statuses = new Set<number>();
  if (options.takesInput) refusals.add('unsupportedLanguage');
  if (rule.access !== 'public') refusals.add('signInRequired').add('authUnavailable');
  if (rule.access !== 'public' && rule.access !== 'signedIn') refusals.add('administratorRequired');
  // The HTTP layer's own refusals of a body (apps/server, http/errors.ts).
  if (options.takesBody && rule.rest && bodyMethods.has(rule.rest.method)) statuses.add(413).add(415);
  if (rule.idempotent) refusals.add('idempotencyKeyReused');
  if (rule.rateLimit !== 'none') refusals.add('tooManyRequests');
  // A public read counts against its key's quota or its address's: a bad key is 401, past a limit 429.
  if (rule.metered) refusals.add('apiKeyUnknown').add('tooManyRequests');
  if (rule.needsDatabase) refusals.add('databaseUnavailable');
  if (rule.shed) refusals.add('overloaded');
  for (const key of refusals) statuses.add(statusOfRefusal(key));
  return [...statuses].sort((a, b) => a - b);
}
