/** Inputs and outputs of the keys router: a user's API keys and their use. */
import { z } from 'zod';
import { idSchema, isoDateTime, text, tooLong } from './shared';

export const apiKeyNameMax = 100;

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable().meta({
      description: 'When the key last read the API (to within a minute), or null if never',
    }),
  })
  .meta({ id: 'ApiKey' });

export const createdApiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string(),
    key: z.string().meta({
      description: 'The key itself, shown this once: the server keeps only its hash. Send it as X-Api-Key',
      examples: ['cz_live_q0hU6Xb8YqkqJ0Xn1wL3vZ9m2r5tQ7sE4aB6cD8eF0g'],
    }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'CreatedApiKey' });

export const createApiKeyInput = z.object({
  name: text('a name for the key')
    .trim()
    .min(1, 'Required')
    .max(apiKeyNameMax, tooLong(apiKeyNameMax))
    .meta({ description: 'What the key is for, to tell it apart', examples: ['My calendar app'] }),
});

export const apiKeyIdInput = z.object({ id: idSchema });

/** Days the usage answer covers, today included. */
export const usageDays = 30;

export const apiKeyUsageSchema = z
  .object({
    days: z.array(z.string()).meta({
      description: `The last ${usageDays} UTC days, oldest first (YYYY-MM-DD), today last`,
    }),
    keys: z.array(
      z.object({
        id: z.number().int(),
        requests: z
          .array(z.number().int())
          .meta({ description: 'Requests the key made on each of `days`, in the same order' }),
      }),
    ),
    perMinute: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Each key's requests a minute (null: no such limit)" }),
    perDay: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Each key's requests a UTC day (null: no such limit)" }),
  })
  .meta({ id: 'ApiKeyUsage' });

export type ApiKeyRecord = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type ApiKeyUsage = z.infer<typeof apiKeyUsageSchema>;
