import {
  apiKeyUsageAsCaller,
  createApiKeyAsCaller,
  deleteApiKeyAsCaller,
  listApiKeysAsCaller,
  maxApiKeysPerUser,
} from '@celtic/db';
import { addDays } from '@celtic/zodiac-core';
import { z } from 'zod';
import { apiKeyHeader, newApiKey } from '../api-keys';
import { toApiKeyRecord } from '../mappers';
import { refusals } from '../refusals';
import {
  apiKeyIdInput,
  apiKeySchema,
  apiKeyUsageSchema,
  createApiKeyInput,
  createdApiKeySchema,
  usageDays,
} from '../schemas/keys';
import { noInput } from '../schemas/shared';
import { protectedProcedure, router, signedInResult, syncFirst } from '../trpc';

const tags = ['keys'];

/**
 * A user's API keys. A key is not a login: it is sent as `X-Api-Key` on public reads, where the server's guards
 * count it against its quota (apps/server, guards/rate-limit.ts); these procedures themselves take the Firebase
 * token, never a key.
 */
export const keysRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/keys',
        tags,
        summary: "The caller's API keys, oldest first, without their secrets",
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(z.array(apiKeySchema)))
    .query(async ({ ctx }) => {
      const { keys } = signedInResult(await listApiKeysAsCaller(ctx.db, ctx.identity.uid));
      return keys.map(toApiKeyRecord);
    }),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/keys',
        tags,
        summary:
          `Make an API key (201): the answer holds the key itself, shown this once. Send it as ${apiKeyHeader} ` +
          `on public reads. An account holds at most ${maxApiKeysPerUser} keys (409 past that)`,
      },
      status: 201,
    })
    .input(syncFirst(createApiKeyInput))
    .output(syncFirst(createdApiKeySchema))
    .mutation(async ({ ctx, input }) => {
      const made = newApiKey();
      const result = signedInResult(
        await createApiKeyAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          name: input.name,
          prefix: made.prefix,
          keyHash: made.keyHash,
        }),
      );
      if (result.full) throw refusals.apiKeysFull(maxApiKeysPerUser);
      if (!result.key) throw new Error('the API key insert returned no row');
      const { id, name, prefix, createdAt } = result.key;
      return { id, name, prefix, key: made.key, createdAt };
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/keys/{id}',
        tags,
        summary: 'Revoke one of the caller’s API keys (204): every instance refuses it from now on',
      },
    })
    .input(syncFirst(apiKeyIdInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx, input }) => {
      const { deleted } = signedInResult(
        await deleteApiKeyAsCaller(ctx.db, { uid: ctx.identity.uid, id: input.id }),
      );
      if (deleted === 0) throw refusals.apiKeyNotFound();
    }),

  usage: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/keys/usage',
        tags,
        summary: `Requests each of the caller's API keys made per UTC day over the last ${usageDays} days, and each key's limits`,
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(apiKeyUsageSchema))
    .query(async ({ ctx }) => {
      const today = ctx.now().toISOString().slice(0, 10);
      const days = Array.from({ length: usageDays }, (_, index) => addDays(today, index - usageDays + 1));
      const [from = today] = days;
      const { keyIds, days: used } = signedInResult(
        await apiKeyUsageAsCaller(ctx.db, { uid: ctx.identity.uid, from }),
      );
      const counts = new Map(used.map((row) => [`${row.keyId} ${row.day}`, row.count]));
      return {
        days,
        keys: keyIds.map((id) => ({
          id,
          requests: days.map((day) => counts.get(`${id} ${day}`) ?? 0),
        })),
        perMinute: ctx.keyQuota.perMinute || null,
        perDay: ctx.keyQuota.perDay || null,
      };
    }),
});
