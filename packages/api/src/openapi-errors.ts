import type { ProcedureRule } from './procedure-table';

/**
 * The error answers a procedure's REST path gives beyond those its rules imply (`documentedErrors`): the
 * refusals its own code makes. A procedure's meta may also list them (trpc-to-openapi's `errorResponses`); the
 * document holds both. A new refusal is one entry here, and one producer in the server's live OpenAPI test.
 */
export const procedureErrors: Readonly<Record<string, readonly number[]>> = {
  // Another user's uid or id: 403 (administrators may act on any user where the table says so).
  'user.deletedCheck': [403],
  'user.role': [403],
  'user.updateZodiac': [403, 404],
  // The last site owner cannot leave (409).
  'user.deleteMe': [409],
  'readings.list': [403],
  // A repeated Idempotency-Key whose reading was deleted since (checks cannot be deleted alone).
  'readings.create': [409],
  'compatibility.list': [403],
  // Another user's reading answers like a missing one.
  'readings.toggleFavorite': [404],
  'readings.delete': [404],
  'admin.deleteUser': [404],
  'admin.setRole': [404, 409],
};

/** What each documented error status means, for the document's response descriptions. */
export const errorDescriptions: Readonly<Record<number, string>> = {
  400: 'Invalid input: the message names each refused field, and `issues` lists them',
  401: 'Sign-in required: the token is missing, malformed, expired, not of this project, or of a deleted account',
  403: "The caller's role or ownership does not allow it",
  404: 'Not found (another user’s item answers the same)',
  409: 'Conflict: the change would leave the service without a site owner, or what the first request with this Idempotency-Key saved has since been deleted',
  413: 'Body larger than 64 kB',
  415: 'Body not sent as application/json',
  422: 'Idempotency key already used for another request',
  429: 'Too many requests: Retry-After says in how many seconds to try again',
  500: 'Internal server error (the message says nothing more; the request id is in the logs)',
  503: 'The database or the token check is unavailable, or the server is too busy for an anonymous expensive call: Retry-After says in how many seconds to try again',
};

const bodyMethods = new Set(['POST', 'PATCH', 'PUT']);

/**
 * Every error status a procedure's REST path may answer, ascending: those its rules imply (400 when it takes
 * input, 401 when it needs a caller, 403 when it needs a role, 413 and 415 when it takes a body, 422 for an
 * idempotency key, 429 when rate-limited, 503 when it needs the database or a token check or is shed under load, 500 always), and
 * its own refusals (`procedureErrors`, the meta's `errorResponses`).
 */
export function documentedErrors(
  rule: ProcedureRule,
  options: { takesInput: boolean; takesBody: boolean; declared?: readonly number[] },
): number[] {
  const statuses = new Set<number>([500, ...(procedureErrors[rule.path] ?? []), ...(options.declared ?? [])]);
  if (options.takesInput) statuses.add(400);
  if (rule.access !== 'public') statuses.add(401).add(503);
  if (rule.access !== 'public' && rule.access !== 'signedIn') statuses.add(403);
  if (options.takesBody && rule.rest && bodyMethods.has(rule.rest.method)) statuses.add(413).add(415);
  if (rule.idempotent) statuses.add(422);
  if (rule.rateLimit !== 'none') statuses.add(429);
  if (rule.needsDatabase || rule.shed) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
