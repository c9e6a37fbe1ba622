import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { toErrorBody } from './errors';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// How drizzle reports a failed query: its own error, the driver's as the cause.
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it('finds refused, dropped and timed-out connections anywhere in the cause chain', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      'QUERY_TIMEOUT',
      '57014',
      '57P01',
      '08006',
    ]) {
      expect(isDatabaseUnavailable(wrapped(withCode('down', code))), code).toBe(true);
    }
    const aggregate = new AggregateError(
      [withCode('v6', 'ECONNREFUSED'), withCode('v4', 'ECONNREFUSED')],
      'x',
    );
    expect(isDatabaseUnavailable(wrapped(aggregate))).toBe(true);
  });

  it('leaves query errors, bugs and non-errors alone', () => {
    for (const code of ['23505', '42P01', '22P02', 'ERR_INVALID_ARG_TYPE']) {
      expect(isDatabaseUnavailable(wrapped(withCode('bad query', code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('toErrorBody for an unreachable database', () => {
  it('answers 503 SERVICE_UNAVAILABLE with a plain message and nothing of the driver', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      cause: wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    });
    expect(toErrorBody(error)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: databaseUnavailableMessage });
  });

  it('answers a call that passed its deadline (a transaction rejects with the error itself) as 503', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      cause: withCode('Database call did not finish within its 5000 ms deadline', 'QUERY_TIMEOUT'),
    });
    expect(toErrorBody(error)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: databaseUnavailableMessage });
  });

  it('still answers a real bug as a 500 without details', () => {
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: wrapped(withCode('dup', '23505')) });
    expect(toErrorBody(error)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });
});
