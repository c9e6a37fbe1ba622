/** Inputs and outputs of the readings router: a saved reading, its favourite flag, a page of them. */
import { type ReadingKind, readingKinds } from '@celtic/db';
import { isIsoDate, parsePeriod, periodFormats } from '@celtic/zodiac-core';
import { z } from 'zod';
import { idempotencyKeyShape } from '../idempotency';
import { idSchema, inputLimits, isoDateTime, signNameEnum, signNameSchema, text, tooLong } from './shared';

export const readingContentMax = inputLimits.readingContent;

export const readingKindEnum = z.enum(readingKinds, {
  error: () => `Expected one of ${readingKinds.join(', ')}`,
});

/** A day (YYYY-MM-DD) for `day`, else the period as written for its kind (2026-W48, 2026-11, 2026). */
const periodText = text('a day or period').max(10, tooLong(10));

/** Refuses a period that is not a real day or period of its kind, naming the form expected. */
function checkPeriod(value: { kind?: ReadingKind; period?: string }, ctx: z.RefinementCtx): void {
  const { kind, period } = value;
  if ((kind === undefined) !== (period === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [kind === undefined ? 'kind' : 'period'],
      message: `Required with ${kind === undefined ? 'period' : 'kind'}`,
    });
    return;
  }
  if (kind === undefined || period === undefined) return;
  const valid = kind === 'day' ? isIsoDate(period) : parsePeriod(kind, period) !== null;
  if (!valid) {
    const expected = kind === 'day' ? 'a day written YYYY-MM-DD, e.g. 2026-11-29' : periodFormats[kind];
    ctx.addIssue({ code: 'custom', path: ['period'], message: `Expected ${expected}` });
  }
}

export const createReadingInput = z
  .object({
    content: text('text')
      .trim()
      .min(1, 'Must not be empty')
      .max(readingContentMax, tooLong(readingContentMax)),
    zodiacSign: signNameSchema,
    isFavorite: z.boolean({ error: 'Expected true or false' }).optional(),
    kind: readingKindEnum.optional().meta({
      description: 'What the reading covers; with `period`, saving the same reading again keeps one copy',
    }),
    period: periodText.optional().meta({
      description:
        "The reading's own day (YYYY-MM-DD) or period (2026-W48, 2026-11, 2026), as its kind is written",
    }),
    ...idempotencyKeyShape,
  })
  .superRefine(checkPeriod);

/** Which reading to look for among the caller's saved ones. */
export const savedReadingInput = z
  .object({ zodiacSign: signNameSchema, kind: readingKindEnum, period: periodText })
  .superRefine(checkPeriod);

export const readingIdInput = z.object({ id: idSchema });

/** The favourite flag to set; without `isFavorite` it is flipped (the call the product specification documents). */
export const setFavoriteInput = z.object({
  id: idSchema,
  isFavorite: z.boolean({ error: 'Expected true or false' }).optional().meta({
    description: 'The flag to set: sending it twice changes nothing. Without it the flag is flipped',
  }),
});

export const readingSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    content: z.string(),
    zodiacSign: signNameEnum,
    isFavorite: z.boolean(),
    readingDate: isoDateTime.meta({ description: 'When it was saved' }),
    kind: readingKindEnum
      .nullable()
      .meta({ description: 'What it covers; null for a text saved without it' }),
    period: z.string().nullable().meta({ description: 'Its own day or period, as its kind is written' }),
  })
  .meta({ id: 'Reading' });

/** A save's answer: the reading, and whether it was saved before (then nothing was written). */
export const savedReadingSchema = readingSchema
  .extend({
    alreadySaved: z
      .boolean()
      .meta({ description: 'True when this reading was saved before: no copy was made' }),
  })
  .meta({ id: 'SavedReading' });

export const readingLookupSchema = z.object({ reading: readingSchema.nullable() });

export type ReadingRecord = z.infer<typeof readingSchema>;
export type CreateReadingInput = z.input<typeof createReadingInput>;
