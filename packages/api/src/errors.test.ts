import { NotFoundError } from '@celtic/db';
import { UnknownSignError } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AuthError,
  AuthUnavailableError,
  badInput,
  codesOfStatus,
  httpStatusOf,
  httpStatusOfCode,
  InputValidationError,
  toErrorBody,
  toTRPCError,
} from './errors';
import { Refusal, refusalCodes, refusalKeys } from './refusals';

describe('httpStatusOf', () => {
  it("gives tRPC's own status of each code", () => {
    expect(httpStatusOf(new TRPCError({ code: 'FORBIDDEN' }))).toBe(403);
    expect(httpStatusOf(new Refusal('idempotencyKeyReused', undefined))).toBe(422);
    expect(httpStatusOf(toTRPCError(new Error('SQL')))).toBe(500);
    expect(httpStatusOfCode('TOO_MANY_REQUESTS')).toBe(429);
    expect(httpStatusOfCode('PRECONDITION_REQUIRED')).toBe(428);
    expect(codesOfStatus(503)).toEqual(['SERVICE_UNAVAILABLE']);
  });

  it('answers every refusal but the internal error with a status of its own', () => {
    for (const key of refusalKeys) {
      const status = httpStatusOfCode(refusalCodes[key]);
      if (key === 'internalError') expect(status).toBe(500);
      else expect(status, key).not.toBe(500);
    }
  });
});

describe('toErrorBody', () => {
  it('names each failing field of a zod failure and lists the issues', () => {
    const schema = z.object({
      sign: z.string().refine(() => false, 'Unknown zodiac sign "Dragon"'),
      n: z.number(),
    });
    const result = schema.safeParse({ sign: 'Dragon', n: 'x' });
    if (result.success) throw new Error('expected a failure');
    const body = toErrorBody(new TRPCError({ code: 'BAD_REQUEST', cause: result.error }));
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toMatch(/^sign: Unknown zodiac sign "Dragon"; n: /);
    expect(body.issues).toEqual([
      { path: ['sign'], message: 'Unknown zodiac sign "Dragon"' },
      { path: ['n'], message: expect.any(String) },
    ]);
  });

  it('keeps a one-field bad input as is', () => {
    expect(toErrorBody(badInput('date', 'Must be within one day'))).toEqual({
      message: 'date: Must be within one day',
      code: 'BAD_REQUEST',
      issues: [{ path: ['date'], message: 'Must be within one day' }],
    });
  });

  it('hides the message of unexpected errors, also when tRPC already wrapped them', () => {
    const sqlError = new Error(
      'insert into "readings" violates foreign key constraint "readings_user_id_fkey"',
    );
    for (const error of [
      sqlError,
      new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: sqlError.message, cause: sqlError }),
    ]) {
      expect(toErrorBody(error)).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    }
    expect(toErrorBody('a thrown string')).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('translates auth and domain errors', () => {
    expect(toErrorBody(new AuthError('kid mismatch'))).toEqual({
      message: 'Invalid or expired token',
      code: 'UNAUTHORIZED',
    });
    expect(toErrorBody(new AuthUnavailableError('ECONNREFUSED 10.0.0.1'))).toEqual({
      message: 'Authentication is temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(toErrorBody(new NotFoundError('user', 7))).toEqual({
      message: 'user not found',
      code: 'NOT_FOUND',
    });
    const unknownSign = toErrorBody(new UnknownSignError('Dragon'));
    expect(unknownSign.code).toBe('BAD_REQUEST');
    expect(unknownSign.message).toContain('Dragon');
  });

  it('passes deliberate TRPCErrors through', () => {
    const forbidden = new TRPCError({ code: 'FORBIDDEN', message: 'Site owners cannot be deleted' });
    expect(toTRPCError(forbidden)).toBe(forbidden);
    expect(toErrorBody(forbidden)).toEqual({ message: 'Site owners cannot be deleted', code: 'FORBIDDEN' });
  });

  it('carries issues on InputValidationError', () => {
    const error = new InputValidationError([
      { path: ['a', 0], message: 'Bad' },
      { path: [], message: 'Missing' },
    ]);
    expect(error.message).toBe('a.0: Bad; input: Missing');
  });
});
