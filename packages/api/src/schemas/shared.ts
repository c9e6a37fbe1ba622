/**
 * The building blocks every router's schemas are made of. Messages are written for people: the error
 * formatter prefixes each with its field, e.g. `sign: Unknown zodiac sign "Dragon"`.
 */

import { getSign, isIsoDate, roles, signNames } from '@celtic/zodiac-core';
import { z } from 'zod';

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

export const tooLong = (max: number) => `Too long (at most ${max} characters)`;

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

export const pageInput = z.object(pageShape).prefault({});

/** A page of a user's own rows (readings, compatibility checks). */
export const listByUserInput = z.object({
  userId: userIdParamSchema.meta({
    description: 'The owner: `me` or a user id (another user: administrators only)',
  }),
  ...pageShape,
});

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
export const roleEnum = z.enum(roles);
export const isoDateTime = z.iso.datetime();

/** For procedures without parameters: REST adapters pass `{}` (an empty query), tRPC clients nothing. */
export const noInput = z.object({}).optional();
