/**
 * Zod schemas of every input and output, shared with the web's forms. Messages are written for people:
 * the error formatter prefixes each with its field, e.g. `sign: Unknown zodiac sign "Dragon"`.
 */

import { ECDH } from 'node:crypto';
import {
  assertTimeZone,
  assignableRoles,
  getSign,
  isIsoDate,
  reminderTimePattern,
  roles,
  signNames,
} from '@celtic/zodiac-core';
import { z } from 'zod';
import { idempotencyKeyShape } from './idempotency';
import { langShape, localeSchema } from './language';

// --- Building blocks ------------------------------------------------------------------------------

/**
 * False for text with U+0000 (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not a
 * character: it has no UTF-8 form, so neither PostgreSQL nor a JSON reader elsewhere can keep it).
 */
const isStorable = (value: string) => !value.includes('\u0000') && value.isWellFormed();

/** The message for text with a character that cannot be stored; exported for tests. */
export const unstorableMessage = 'Contains a character that cannot be stored (U+0000 or a lone surrogate)';

/**
 * A string schema whose type error says what was expected (and "Required" when missing). Every text input is
 * built on it, so every one refuses what cannot be stored, naming the field, before anything is written.
 */
export function text(expected: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : `Expected ${expected}`) })
    .refine(isStorable, unstorableMessage);
}

/**
 * Length limits of every string input, so no input is bounded only by the 64 kB body or the URL limit. The
 * error formatter prefixes the field, e.g. `uid: Too long (at most 128 characters)`.
 */
export const inputLimits = {
  /** Firebase's own limit on a uid. */
  uid: 128,
  /** RFC 5321's limit on an address. */
  email: 254,
  /** The longest sign name is 9 letters; room for surrounding space. */
  signName: 32,
  readingContent: 10_000,
  /** A user search on /system: a name or an e-mail address. */
  userSearch: 254,
  /** The reason given with a role change, kept in the audit trail. */
  auditReason: 500,
} as const;

const tooLong = (max: number) => `Too long (at most ${max} characters)`;

/** Integer bound of PostgreSQL's `integer` and `serial` columns. */
const maxInt32 = 2_147_483_647;

/**
 * A whole number that also accepts its decimal digits as a string: REST query strings and path parts
 * arrive as text. Stricter than z.coerce: "abc", "1.5", "-1", "", true and null are all refused.
 */
export function wholeNumber(options: { min: number; max: number; message: string }) {
  const { min, max, message } = options;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .max(10)
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined ? 'Required' : message),
      },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message))
    .meta({
      // Documented as the integer it means, not as the number-or-digits union that parses it.
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, { type: 'integer', minimum: min, maximum: max });
      },
    });
}

export const idSchema = wholeNumber({ min: 1, max: maxInt32, message: 'Expected a positive whole number' });

/** `'me'` or a user's numeric id. */
export const userIdParamSchema = z.union([z.literal('me'), idSchema], {
  error: (issue) => (issue.input === undefined ? 'Required' : 'Expected "me" or a user id'),
});

export const pageLimitMax = 200;
export const pageLimitDefault = 50;

export const pageShape = {
  limit: wholeNumber({
    min: 1,
    max: pageLimitMax,
    message: `Expected a whole number from 1 to ${pageLimitMax}`,
  })
    .default(pageLimitDefault)
    .meta({ description: `Page size, 1 to ${pageLimitMax} (default ${pageLimitDefault})` }),
  before: idSchema.optional().meta({ description: 'Only items with a smaller id (the last id seen)' }),
};

/** Any letter case on input, the canonical name (e.g. "Stag") on output. */
export const signNameSchema = text('a zodiac sign name')
  .max(inputLimits.signName, tooLong(inputLimits.signName))
  .trim()
  .transform((value, ctx) => {
    const sign = getSign(value);
    if (!sign) {
      ctx.addIssue({ code: 'custom', message: `Unknown zodiac sign "${value}"`, input: value });
      return z.NEVER;
    }
    return sign.name;
  })
  .meta({ description: `One of ${signNames.join(', ')} (any letter case)`, examples: ['Stag'] });

export const isoDateSchema = text('a date written YYYY-MM-DD')
  .max(10, 'Expected a date written YYYY-MM-DD')
  .refine(isIsoDate, 'Expected a date written YYYY-MM-DD')
  .meta({ description: 'A calendar date written YYYY-MM-DD', examples: ['2026-11-01'] });

export const signNameEnum = z.enum(signNames);
const roleEnum = z.enum(roles);
const isoDateTime = z.iso.datetime();

// --- Inputs ---------------------------------------------------------------------------------------

/** For procedures without parameters: REST adapters pass `{}` (an empty query), tRPC clients nothing. */
export const noInput = z.object({}).optional();

const uidSchema = text('a user uid').min(1, 'Required').max(inputLimits.uid, tooLong(inputLimits.uid));

export const uidInput = z.object({ uid: uidSchema });

export const roleInput = z.object({
  uid: uidSchema,
  email: text('an e-mail address')
    .max(inputLimits.email, tooLong(inputLimits.email))
    .optional()
    .meta({ description: 'Accepted for compatibility; the role comes from the database' }),
});

export const updateZodiacInput = z.object({
  id: userIdParamSchema,
  zodiacSign: signNameSchema.nullable().meta({ description: 'A sign name, or null to clear the sign' }),
  firebaseUid: text('a user uid')
    .max(inputLimits.uid, tooLong(inputLimits.uid))
    .optional()
    .meta({ description: "Accepted for compatibility; must be the caller's uid" }),
});

export const setLocaleInput = z.object({
  locale: localeSchema.meta({ description: 'The language chosen: en, es or de', examples: ['es'] }),
});

/** For procedures whose only parameter is the language of their answer. */
export const langInput = z.object(langShape).prefault({});

export const dailyHoroscopeInput = z.object({
  ...langShape,
  sign: signNameSchema,
  date: isoDateSchema
    .optional()
    .meta({ description: "From 2020-01-01 to 30 days after the server's UTC date; defaults to that date" }),
});

export const readingContentMax = inputLimits.readingContent;

export const createReadingInput = z.object({
  content: text('text').trim().min(1, 'Must not be empty').max(readingContentMax, tooLong(readingContentMax)),
  zodiacSign: signNameSchema,
  isFavorite: z.boolean({ error: 'Expected true or false' }).optional(),
  ...idempotencyKeyShape,
});

export const readingIdInput = z.object({ id: idSchema });

/** The favourite flag to set; without `isFavorite` it is flipped (the call the product specification documents). */
export const setFavoriteInput = z.object({
  id: idSchema,
  isFavorite: z.boolean({ error: 'Expected true or false' }).optional().meta({
    description: 'The flag to set: sending it twice changes nothing. Without it the flag is flipped',
  }),
});

export const listByUserInput = z.object({
  userId: userIdParamSchema.meta({
    description: 'The owner: `me` or a user id (another user: administrators only)',
  }),
  ...pageShape,
});

export const compatibilityCheckInput = z.object({
  firstSign: signNameSchema,
  secondSign: signNameSchema,
  ...langShape,
  ...idempotencyKeyShape,
});

export const pageInput = z.object(pageShape).prefault({});

export const userIdInput = z.object({ id: idSchema });

/** Optional text: trimmed, and nothing but space counts as absent. */
function optionalText(expected: string, max: number) {
  return text(expected)
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const listUsersInput = z
  .object({
    ...pageShape,
    q: optionalText('text to search for', inputLimits.userSearch).meta({
      description: 'Only users whose username, display name or e-mail contains this (any letter case)',
    }),
  })
  .prefault({});

export const setRoleInput = z.object({
  id: idSchema,
  role: z.enum(assignableRoles, { error: `Expected one of ${assignableRoles.join(', ')}` }),
  reason: optionalText('text', inputLimits.auditReason).meta({
    description: 'Why, kept in the audit trail',
  }),
});

export const signByNameInput = z.object({ name: signNameSchema, ...langShape });

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const signByDateInput = z
  .object({
    month: wholeNumber({ min: 1, max: 12, message: 'Expected a month from 1 to 12' }),
    day: wholeNumber({ min: 1, max: 31, message: 'Expected a day from 1 to 31' }),
    ...langShape,
  })
  .superRefine((value, ctx) => {
    const last = daysInMonth[value.month - 1] ?? 31;
    if (value.day > last) {
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: `Month ${value.month} has at most ${last} days`,
      });
    }
  });

export const calendarInput = z
  .object({
    date: isoDateSchema.optional().meta({ description: "Defaults to the server's UTC date" }),
    ...langShape,
  })
  .prefault({});

// --- Outputs (dates as ISO 8601 strings) ----------------------------------------------------------

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
    locale: localeSchema
      .nullable()
      .meta({ description: 'The language the user chose (en, es or de); null until they choose one' }),
    createdAt: isoDateTime,
    lastLoginAt: isoDateTime.nullable(),
  })
  .meta({ id: 'UserProfile' });

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: roleEnum,
    email: z.string().nullable(),
    zodiacSign: signNameEnum.nullable(),
    createdAt: isoDateTime,
    roleSetByHand: z
      .boolean()
      .meta({ description: 'A site owner set the role on /system: the sign-in e-mail lists leave it alone' }),
    emailVerified: z.boolean().meta({
      description:
        'Whether Firebase verified the address at the last sign-in; anyone may type an unverified one',
    }),
  })
  .meta({ id: 'AdminUser' });

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(['role_change', 'user_deletion', 'sign_in_raise']),
    actorId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Who acted; null for the sign-in e-mail lists' }),
    actorName: z.string().nullable(),
    targetId: z.number().int(),
    targetName: z.string(),
    fromRole: roleEnum.nullable().meta({ description: 'null for an account created at that sign-in' }),
    toRole: roleEnum.nullable().meta({ description: 'null for a deletion' }),
    reason: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });

export const readingSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    content: z.string(),
    zodiacSign: signNameEnum,
    isFavorite: z.boolean(),
    readingDate: isoDateTime,
  })
  .meta({ id: 'Reading' });

export const compatibilityRecordSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    firstSign: signNameEnum,
    secondSign: signNameEnum,
    compatibilityScore: z.number().int(),
    compatibilityDetails: z
      .string()
      .meta({ description: 'JSON text of { description, strengths[], challenges[] }' }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'CompatibilityRecord' });

export const compatibilityDetailsSchema = z.object({
  description: z.string(),
  strengths: z.array(z.string()),
  challenges: z.array(z.string()),
});

export const dailyHoroscopeSchema = z
  .object({
    date: z.string(),
    general: z.string(),
    love: z.string(),
    career: z.string(),
    health: z.string(),
    advice: z.string(),
    luckyNumber: z.number().int(),
    luckyColor: z.string(),
    compatibleSigns: z.array(z.string()),
  })
  .meta({ id: 'DailyHoroscope' });

const monthDaySchema = z.object({ month: z.number().int(), day: z.number().int() });

export const signSchema = z
  .object({
    name: signNameEnum,
    displayName: z.string().meta({
      description: "The sign's name in the answer's language (Lobo, Wolf); `name` stays the identifier",
    }),
    tree: z.string().meta({ description: 'The tree identifier (English); `treeName` is shown' }),
    treeName: z.string().meta({ description: "The tree's name in the answer's language" }),
    treeMeaning: z
      .string()
      .meta({ description: "What the tree's Ogham letter stands for, in the answer's language" }),
    dateRange: z
      .string()
      .meta({ description: "The dates in the answer's language: Dec 24 - Jan 20, 24 dic. - 20 ene." }),
    startDate: monthDaySchema,
    endDate: monthDaySchema,
    element: z.enum(['Earth', 'Air', 'Water', 'Fire']),
    elementName: z.string().meta({ description: "The element's name in the answer's language" }),
    ruling: z.string().meta({ description: 'The ruling body (English identifier); `rulingName` is shown' }),
    rulingName: z.string().meta({ description: "The ruling body's name in the answer's language" }),
    symbol: z.string(),
    personality: z.array(z.string()),
    strengths: z.array(z.string()),
    challenges: z.array(z.string()),
    mythology: z.string(),
    compatibility: z.array(signNameEnum),
    animal: z.string(),
    color: z.string(),
    iconPath: z.string(),
  })
  .meta({ id: 'Sign' });

export const calendarSchema = z
  .object({
    date: z.string(),
    quarter: z.object({
      id: z.string().meta({ description: 'The quarter identifier (English): Samhain Quarter' }),
      name: z.string().meta({ description: "The quarter's name in the answer's language" }),
      months: z.string().meta({ description: "Its months, in the answer's language" }),
      monthNumbers: z.array(z.number().int()),
    }),
    moonPhase: z.object({
      id: z.string().meta({ description: 'The phase identifier (English): Full Moon' }),
      name: z.string().meta({ description: "The phase's name in the answer's language" }),
      illumination: z.number(),
    }),
    nextFestival: z.object({
      name: z.string().meta({ description: 'The Irish name, the same in every language' }),
      date: z.string().meta({ description: "Its day, written in the answer's language" }),
      month: z.number().int(),
      day: z.number().int(),
      description: z.string().meta({ description: "In the answer's language" }),
      isoDate: z.string(),
      daysUntil: z.number().int(),
    }),
  })
  .meta({ id: 'Calendar' });

export const roleSchema = z.object({ role: roleEnum });
export const wasDeletedSchema = z.object({ wasDeleted: z.boolean() });

/** A birth date a user keeps on their profile (birth-schemas.ts has the chart). */
export const keptBirthSchema = z
  .object({ date: z.string(), time: z.string().nullable(), timeZone: z.string(), updatedAt: isoDateTime })
  .meta({ id: 'KeptBirth' });
// --- Web Push and the daily reminder ----------------------------------------------------------------

/** Limits of the push inputs: a push service's URL, an IANA zone name. */
export const pushInputLimits = { endpoint: 2048, timeZone: 64 } as const;

/** base64url of exactly `bytes` bytes (no padding), as a PushSubscription's keys are written. */
function base64urlKey(what: string, bytes: number, check?: (decoded: Buffer) => boolean) {
  const length = Math.ceil((bytes * 4) / 3);
  return text(`${what} (base64url)`)
    .max(length + 2, tooLong(length))
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (check?.(decoded) ?? true);
    }, `Expected ${what}: ${bytes} bytes in base64url`);
}

export const endpointSchema = text('the push service URL of the subscription')
  .min(1, 'Required')
  .max(pushInputLimits.endpoint, tooLong(pushInputLimits.endpoint));

/** A point on P-256 (a 65-byte key of another length is refused by its length check, not here). */
function onP256(value: string): boolean {
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.length !== 65) return true;
  try {
    ECDH.convertKey(decoded, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A device's keys as its PushSubscription gives them: what every message to it is encrypted to. */
const pushKeysSchema = z.object(
  {
    // An uncompressed P-256 point: 65 bytes starting with 4, on the curve.
    p256dh: base64urlKey('the P-256 public key', 65, (decoded) => decoded[0] === 4).refine(
      onP256,
      'Expected the P-256 public key: a point on the P-256 curve',
    ),
    auth: base64urlKey('the auth secret', 16),
  },
  { error: (issue) => (issue.input === undefined ? 'Required' : 'Expected { p256dh, auth }') },
);

/**
 * Why no message can be encrypted to these keys, or undefined when one can: the rule the API applies to a new
 * subscription, applied again by the sender to a stored one that failed (a row may have been written by hand).
 */
export function pushKeysProblem(keys: { p256dh: string; auth: string }): string | undefined {
  const parsed = pushKeysSchema.safeParse(keys);
  if (parsed.success) return undefined;
  return parsed.error.issues.map((issue) => `keys.${issue.path.join('.')}: ${issue.message}`).join('; ');
}

/** The browser's PushSubscription as `toJSON()` gives it. */
export const subscriptionInput = z.object({
  endpoint: endpointSchema,
  expirationTime: z
    .number({ error: 'Expected milliseconds since the epoch, or null' })
    .int('Expected milliseconds since the epoch, or null')
    .min(0, 'Expected milliseconds since the epoch, or null')
    .max(Number.MAX_SAFE_INTEGER, 'Expected milliseconds since the epoch, or null')
    .nullable()
    .optional(),
  keys: pushKeysSchema,
});

export const unsubscribeInput = z.object({ endpoint: endpointSchema });

export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string(),
    expirationTime: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PushSubscription' });

export const publicKeySchema = z
  .object({
    publicKey: z.string().meta({ description: 'The VAPID public key, base64url (applicationServerKey)' }),
  })
  .meta({ id: 'PushPublicKey' });

export const testPushSchema = z.object({
  queued: z.number().int().meta({ description: 'Notifications queued: one per device of the caller' }),
});

export const timeZoneSchema = text('an IANA time zone such as "Europe/Dublin"')
  .max(pushInputLimits.timeZone, tooLong(pushInputLimits.timeZone))
  .refine((zone) => {
    try {
      assertTimeZone(zone);
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone: expected an IANA name such as "Europe/Dublin"');

export const reminderInput = z.object({
  enabled: z.boolean({ error: 'Expected true or false' }),
  time: text('a time HH:MM')
    .max(5, tooLong(5))
    .regex(reminderTimePattern, 'Expected a time HH:MM (00:00 to 23:59)'),
  timeZone: timeZoneSchema,
  festivals: z.boolean({ error: 'Expected true or false' }),
  moon: z.boolean({ error: 'Expected true or false' }),
});

export const reminderSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string(),
    timeZone: z.string().nullable().meta({ description: 'null until the settings are first saved' }),
    festivals: z.boolean(),
    moon: z.boolean(),
    nextDueAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the next daily reminder is due (UTC); null while off' }),
  })
  .meta({ id: 'ReminderSettings' });

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
    compatibilityChecks: z.array(compatibilityRecordSchema),
    audit: z.array(auditEntrySchema).meta({ description: 'Audit rows naming the user, newest first' }),
    idempotencyKeys: z
      .array(
        z.object({ key: z.string(), operation: z.string(), rowId: z.number().int(), createdAt: isoDateTime }),
      )
      .meta({ description: 'Keys of repeatable writes from the last 24 hours, with the id each one saved' }),
    reminder: reminderSchema.nullable().meta({ description: 'The daily reminder settings, if ever saved' }),
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
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type OwnData = z.infer<typeof ownDataSchema>;
export type KeptBirth = z.infer<typeof keptBirthSchema>;
export type ReminderSettings = z.infer<typeof reminderSchema>;
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;
export type ReadingRecord = z.infer<typeof readingSchema>;
export type CompatibilityRecord = z.infer<typeof compatibilityRecordSchema>;
export type CompatibilityDetails = z.infer<typeof compatibilityDetailsSchema>;
export type CalendarDay = z.infer<typeof calendarSchema>;
export type CreateReadingInput = z.input<typeof createReadingInput>;
export type CompatibilityCheckInput = z.input<typeof compatibilityCheckInput>;
export type UpdateZodiacInput = z.input<typeof updateZodiacInput>;
