import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { procedureTable } from './procedure-table';
import { appRouter } from './root';
import { publicProcedure, router, syncFirst } from './trpc';

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
