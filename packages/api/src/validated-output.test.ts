import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptsValidated, validateOutput } from './validated-output';

const item = z.object({ id: z.number().int(), name: z.string() });

describe('acceptsValidated / validateOutput', () => {
  it('passes an object validateOutput produced through parseAsync as it is', async () => {
    const schema = acceptsValidated(z.array(item));
    const checked = validateOutput(schema, [{ id: 1, name: 'Oak', extra: 'dropped' }]);
    expect(checked).toEqual([{ id: 1, name: 'Oak' }]);
    expect(await schema.parseAsync(checked)).toBe(checked);
  });

  it('still parses anything else', async () => {
    const schema = acceptsValidated(z.array(item));
    const unchecked = [{ id: 1, name: 'Oak' }];
    const parsed = await schema.parseAsync(unchecked);
    expect(parsed).toEqual(unchecked);
    expect(parsed).not.toBe(unchecked);
    await expect(schema.parseAsync([{ id: 'x', name: 'Oak' }])).rejects.toThrow();
  });

  it('fails a bad output as tRPC does: an internal error', () => {
    const error = (() => {
      try {
        validateOutput(z.array(item), [{ id: 1.5, name: 'Oak' }]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed' });
  });
});
