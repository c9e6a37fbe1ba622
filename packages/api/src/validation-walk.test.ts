import { initTRPC } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// Both describe blocks guard patches/@trpc__server@11.19.0.patch.

// tRPC 11.19 validated with a zod schema's parseAsync, whose walk skips zod's compiled fast path (a 50-row page
// of readings: 23 µs against 5 µs). patches/@trpc__server@11.19.0.patch backports tRPC 11.25's order: the
// synchronous parse first, parseAsync only for a schema that turns out to hold async work.
describe("tRPC's validation of zod schemas", () => {
  const t = initTRPC.create();

  it('runs input and output on the synchronous walk', async () => {
    const input = z.object({ n: z.number() });
    const output = z.object({ doubled: z.number() });
    const asyncWalks = [vi.spyOn(input, 'parseAsync'), vi.spyOn(output, 'parseAsync')];
    const syncWalks = [vi.spyOn(input, 'parse'), vi.spyOn(output, 'parse')];
    const router = t.router({
      double: t.procedure
        .input(input)
        .output(output)
        .query(({ input }) => ({ doubled: input.n * 2 })),
    });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.double({ n: 21 })).toEqual({ doubled: 42 });
    await expect(caller.double({ n: 'x' } as never)).rejects.toThrow(/expected number/);
    for (const spy of syncWalks) expect(spy).toHaveBeenCalled();
    for (const spy of asyncWalks) expect(spy).not.toHaveBeenCalled();
  });

  it('still runs a schema with async work, on the async walk', async () => {
    const input = z.object({ n: z.number() }).refine(async ({ n }) => n > 0, 'n must be positive');
    const router = t.router({ echo: t.procedure.input(input).query(({ input }) => input.n) });
    const caller = t.createCallerFactory(router)({});
    expect(await caller.echo({ n: 3 })).toBe(3);
    await expect(caller.echo({ n: -1 })).rejects.toThrow(/n must be positive/);
  });
});

// Every middleware level copies tRPC's call options twice (and the context once it grows) with the object-spread
// helper of its build, which defined each property on its own: ~4 µs a level, ~20 µs of a signed-in write's
// five levels. The patch copies with Object.assign, except for an own "__proto__" key.
describe("tRPC's middleware chain", () => {
  const t = initTRPC.context<{ a: number; extra?: unknown }>().create();

  it('copies its options with Object.assign, not property by property', async () => {
    const withB = t.middleware(({ ctx, next }) => next({ ctx: { b: ctx.a + 1 } }));
    const router = t.router({ sum: t.procedure.use(withB).query(({ ctx }) => ctx.a + ctx.b) });
    const caller = t.createCallerFactory(router)({ a: 1 });
    const byDescriptor = vi.spyOn(Object, 'getOwnPropertyDescriptors');
    let sum: number;
    let copiesByDescriptor: number;
    try {
      sum = await caller.sum();
      copiesByDescriptor = byDescriptor.mock.calls.length;
    } finally {
      byDescriptor.mockRestore();
    }
    expect(sum).toBe(3);
    expect(copiesByDescriptor).toBe(0);
  });

  it('keeps an own "__proto__" key a key: the context keeps its prototype', async () => {
    const hostile = t.middleware(({ next }) =>
      next({ ctx: JSON.parse('{"__proto__": {"polluted": true}, "extra": 1}') as { extra: number } }),
    );
    const router = t.router({
      look: t.procedure.use(hostile).query(({ ctx }) => ({
        prototypeKept: Object.getPrototypeOf(ctx) === Object.prototype,
        polluted: (ctx as { polluted?: unknown }).polluted,
        extra: ctx.extra,
      })),
    });
    const caller = t.createCallerFactory(router)({ a: 1 });
    expect(await caller.look()).toEqual({ prototypeKept: true, polluted: undefined, extra: 1 });
  });
});
