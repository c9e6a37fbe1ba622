import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { procedureTable } from './procedure-table';
import { appRouter } from './root';
import { adminResult, publicProcedure, router, signedInResult, siteOwnerResult, syncFirst } from './trpc';

describe('syncFirst', () => {
  it('checks with zod’s synchronous parse, keeping the schema itself', async () => {
    const schema = z.object({ n: z.number() });
    const parse = vi.spyOn(schema, 'parse');
    expect(syncFirst(schema)).toBe(schema);
    await expect(schema.parseAsync({ n: 1, extra: true })).resolves.toEqual({ n: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('refuses what the schema refuses, with zod’s error', async () => {
    const schema = syncFirst(z.object({ n: z.number() }));
    await expect(schema.parseAsync({ n: 'one' })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('falls back to the asynchronous walk for a schema with an asynchronous check', async () => {
    const schema = syncFirst(z.string().refine(async (value) => value.length > 2, 'Too short'));
    await expect(schema.parseAsync('long')).resolves.toBe('long');
    await expect(schema.parseAsync('no')).rejects.toThrow('Too short');
  });

  it('is given every input and output of the app (the procedure table refuses one that is not)', () => {
    expect(() => procedureTable(appRouter)).not.toThrow();
    const bare = router({ ping: publicProcedure.input(z.object({})).query(() => 'pong') });
    expect(() => procedureTable(bare)).toThrow(
      'ping: give .input() and .output() their schemas through syncFirst',
    );
  });
});

describe('the checks of a statement’s caller row', () => {
  const as = (role: 'user' | 'premium' | 'admin' | 'site_owner' | null) => ({
    caller: role === null ? null : { role },
    rows: [],
  });

  it('answers 401 without a caller row (the account was deleted), in every kind', () => {
    for (const check of [signedInResult, adminResult, siteOwnerResult]) {
      expect(() => check(as(null))).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    }
  });

  it('answers 403 when the row the statement read lost the role (taken away since the procedure began)', () => {
    expect(signedInResult(as('user')).caller.role).toBe('user');
    expect(() => adminResult(as('premium'))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(adminResult(as('admin')).caller.role).toBe('admin');
    expect(adminResult(as('site_owner')).caller.role).toBe('site_owner');
    expect(() => siteOwnerResult(as('admin'))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(siteOwnerResult(as('site_owner')).caller.role).toBe('site_owner');
  });
});
