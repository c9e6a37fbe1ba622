/** Inputs and outputs of the user router: the caller's profile, role, language and data export. */
import { z } from 'zod';
import { localeSchema } from '../language';
import { auditEntrySchema } from './admin';
import { keptBirthSchema } from './birth';
import { exportedCheckSchema } from './compatibility';
import { apiKeySchema } from './keys';
import { pushSubscriptionSchema } from './push';
import { readingSchema } from './readings';
import { reminderSchema } from './reminder';
import {
  inputLimits,
  isoDateTime,
  roleEnum,
  signNameEnum,
  signNameSchema,
  text,
  tooLong,
  userIdParamSchema,
} from './shared';

const uidSchema = text('a user uid').min(1, 'Required').max(inputLimits.uid, tooLong(inputLimits.uid));

export const uidInput = z.object({ uid: uidSchema });

export const roleInput = z.object({
  uid: uidSchema,
  email: text('an e-mail address')
    .max(inputLimits.email, tooLong(inputLimits.email))
    .optional()
    .meta({ description: 'Accepted for compatibility; the role comes from the database' }),
});

/** How far ahead of the server's clock a device's clock may be, and how old a choice it may still report. */
export const chosenAtLimits = { aheadMs: 5 * 60_000, maxAgeMs: 366 * 24 * 60 * 60_000 };

const chosenAtSchema = z.iso
  .datetime('Expected a time written in ISO 8601, e.g. 2026-11-28T09:30:00.000Z')
  .max(40, tooLong(40))
  .refine(
    (value) => Date.parse(value) <= Date.now() + chosenAtLimits.aheadMs,
    "In the future (more than 5 minutes ahead of the server's clock)",
  )
  .refine(
    (value) => Date.parse(value) >= Date.now() - chosenAtLimits.maxAgeMs,
    'Too long ago (more than a year before now)',
  )
  .optional()
  .meta({
    description:
      'When the person made this choice on their device (ISO 8601, e.g. 2026-11-28T09:30:00.000Z); absent: now. A choice older than the stored one (`signSetAt`) changes nothing: the answer is the profile as it stands, with the newer sign.',
    examples: ['2026-11-28T09:30:00.000Z'],
  });

export const updateZodiacInput = z.object({
  id: userIdParamSchema,
  zodiacSign: signNameSchema.nullable().meta({ description: 'A sign name, or null to clear the sign' }),
  chosenAt: chosenAtSchema,
  firebaseUid: text('a user uid')
    .max(inputLimits.uid, tooLong(inputLimits.uid))
    .optional()
    .meta({ description: "Accepted for compatibility; must be the caller's uid" }),
});

export const setLocaleInput = z.object({
  locale: localeSchema.meta({ description: 'The language chosen: en, es or de', examples: ['es'] }),
});

export const userProfileSchema = z
  .object({
    id: z.number().int(),
    firebaseUid: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    role: roleEnum,
    zodiacSign: signNameEnum.nullable(),
    signSetAt: isoDateTime
      .nullable()
      .meta({ description: 'When the sign was last chosen or cleared; null: not since this was kept' }),
    locale: localeSchema
      .nullable()
      .meta({ description: 'The language the user chose (en, es or de); null until they choose one' }),
    createdAt: isoDateTime,
    lastLoginAt: isoDateTime.nullable(),
  })
  .meta({ id: 'UserProfile' });

export const roleSchema = z.object({ role: roleEnum });
export const wasDeletedSchema = z.object({ wasDeleted: z.boolean() });

/** Everything stored about a user, as "Download my data" saves it. */
export const ownDataSchema = z
  .object({
    exportedAt: isoDateTime,
    profile: userProfileSchema.extend({
      emailVerified: z
        .boolean()
        .meta({ description: 'Whether Firebase verified the address at the last sign-in' }),
      roleSetByHand: z.boolean(),
    }),
    handSetRole: z
      .object({ email: z.string(), role: roleEnum, setAt: isoDateTime })
      .nullable()
      .meta({ description: 'The role a site owner set by hand for the address; it outlives the account' }),
    birth: keptBirthSchema.nullable().meta({ description: 'The birth date kept on the profile, or null' }),
    readings: z.array(readingSchema),
    compatibilityChecks: z.array(exportedCheckSchema),
    audit: z.array(auditEntrySchema).meta({ description: 'Audit rows naming the user, newest first' }),
    idempotencyKeys: z
      .array(
        z.object({ key: z.string(), operation: z.string(), rowId: z.number().int(), createdAt: isoDateTime }),
      )
      .meta({ description: 'Keys of repeatable writes from the last 24 hours, with the id each one saved' }),
    reminder: reminderSchema.nullable().meta({ description: 'The daily reminder settings, if ever saved' }),
    apiKeys: z
      .array(apiKeySchema)
      .meta({ description: 'The API keys, oldest first: their names and first characters, never the keys' }),
    pushSubscriptions: z.array(pushSubscriptionSchema).meta({
      description: "The devices registered for notifications (their browsers' keys are not kept in it)",
    }),
  })
  .meta({ id: 'OwnData' });

/**
 * The export as the procedure returns it: JSON text in pieces (own-data-json.ts), which the REST route streams.
 * Typed as the union of the JSON it adds up to and the stream, so the OpenAPI document shows `OwnData` alone.
 */
export const ownDataStream = z
  .union([
    ownDataSchema,
    z
      .custom<AsyncIterable<string>>(
        (value) => typeof (value as AsyncIterable<string> | null)?.[Symbol.asyncIterator] === 'function',
        'Expected the export as a stream of JSON text',
      )
      .meta({ override: { not: {} } }),
  ])
  .meta({
    override: ({ jsonSchema }) => {
      const [json] = (jsonSchema.anyOf ?? []) as Record<string, unknown>[];
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, json);
    },
  });

export type UserProfile = z.infer<typeof userProfileSchema>;
export type OwnData = z.infer<typeof ownDataSchema>;
export type UpdateZodiacInput = z.input<typeof updateZodiacInput>;
