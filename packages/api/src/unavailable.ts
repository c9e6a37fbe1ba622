/**
 * Whether an error means "the database cannot be reached right now" rather than "this query is wrong": the
 * connection was refused, dropped or timed out, the call passed its deadline, or the server is shutting down
 * or starting. Drivers and ORMs wrap such errors (drizzle's DrizzleQueryError has postgres.js's error as its
 * cause), so the whole cause chain is searched.
 */
import { defaultLocale } from '@celtic/zodiac-core';
import { refusalText } from './refusals';

const connectionCodes = new Set([
  // Node's sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres.js
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // @celtic/db: the call passed its deadline (DB_QUERY_TIMEOUT_MS)
  'QUERY_TIMEOUT',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // PostgreSQL: query_canceled (statement_timeout), idle_in_transaction_session_timeout
  '57014',
  '25P03',
]);

export const databaseUnavailableMessage = refusalText('databaseUnavailable', undefined, defaultLocale);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 6) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  // SQLSTATE class 08 is "connection exception".
  if (typeof code === 'string' && (connectionCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
