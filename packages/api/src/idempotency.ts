/**
 * Idempotency keys of creating writes (docs/PRODUCT.md, "Idempotent writes"). A client sends one key per user
 * action (tRPC: the `idempotencyKey` input field; REST: the `Idempotency-Key` header, which the server's REST
 * adapter copies into that field). The key row lives in the database and is written in the same statement as
 * the row it answers (packages/db, src/queries/), so every instance answers a repeat the same way.
 */
import { createHash } from 'node:crypto';
import type { Idempotency } from '@celtic/db';
import { z } from 'zod';

/** The REST header that carries the key. */
export const idempotencyHeader = 'Idempotency-Key';

export const idempotencyKeyMax = 255;

const keyMessage = `Expected 1 to ${idempotencyKeyMax} visible ASCII characters (letters, digits, - _ and the like)`;

export const idempotencyKeySchema = z
  .string({ error: keyMessage })
  .min(1, keyMessage)
  .max(idempotencyKeyMax, keyMessage)
  .regex(/^[\x21-\x7e]+$/, keyMessage)
  .meta({
    description:
      'A key of your choosing, new for each user action (a UUID will do). A repeat with the same key within ' +
      '24 hours answers the first result and stores nothing; the same key with another body answers 422. On ' +
      `REST send it as the ${idempotencyHeader} header.`,
    examples: ['6f1c2a9e-7d3b-4f7a-9a61-0d5c2b8e4f10'],
  });

/** The input field of an idempotent procedure. */
export const idempotencyKeyShape = { idempotencyKey: idempotencyKeySchema.optional() };

/** trpc-to-openapi's `requestHeaders` for an idempotent REST path: documents the header. */
export const idempotencyRequestHeaders = z.object({ [idempotencyHeader]: idempotencyKeySchema.optional() });

/** Sorted keys, so the digest does not depend on the order fields arrived in. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/**
 * The idempotency of a write of `operation` whose parsed input (without the key) is `request`; undefined when
 * no key was sent. The digest is of the parsed input, so "stag" and "Stag" are the same request.
 */
export function idempotencyOf(
  operation: string,
  key: string | undefined,
  request: Record<string, unknown>,
): Idempotency | undefined {
  if (key === undefined) return undefined;
  const requestHash = createHash('sha256').update(canonical(request)).digest('base64url');
  return { key, operation, requestHash };
}
