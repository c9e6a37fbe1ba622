/** Inputs and outputs of the readings router: a saved reading, its favourite flag, a page of them. */
import { z } from 'zod';
import { idempotencyKeyShape } from '../idempotency';
import { idSchema, inputLimits, isoDateTime, signNameEnum, signNameSchema, text, tooLong } from './shared';

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

export type ReadingRecord = z.infer<typeof readingSchema>;
export type CreateReadingInput = z.input<typeof createReadingInput>;
