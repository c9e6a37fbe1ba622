import { TRPCError } from '@trpc/server';
import type { z } from 'zod';

// Output objects already parsed by their schema: the same object served again from a cache needs no second
// check. A WeakSet, so it holds nothing alive.
const validated = new WeakSet<object>();

/**
 * For `.output()` of a procedure that may answer with a cached object: tRPC parses every answer with the
 * schema's parseAsync; this one lets an object that `validateOutput` produced through untouched. Give it a
 * schema instance of its own (it is changed in place, so the OpenAPI document still sees a plain zod schema).
 */
export function acceptsValidated<T extends z.ZodType>(schema: T): T {
  const parseAsync = schema.parseAsync.bind(schema);
  Object.defineProperty(schema, 'parseAsync', {
    value: (data: unknown, params?: Parameters<T['parseAsync']>[1]) =>
      typeof data === 'object' && data !== null && validated.has(data)
        ? Promise.resolve(data)
        : parseAsync(data, params),
  });
  return schema;
}

/** Parses `value` with `schema` (failing as tRPC's output check would) and marks the result as checked. */
export function validateOutput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      cause: result.error,
    });
  }
  const parsed: unknown = result.data;
  if (typeof parsed === 'object' && parsed !== null) validated.add(parsed);
  return parsed as z.output<T>;
}
