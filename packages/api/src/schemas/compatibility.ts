/** Inputs and outputs of the compatibility router: a check of two signs and the checks a user saved. */
import { z } from 'zod';
import { idempotencyKeyShape } from '../idempotency';
import { langShape } from '../language';
import { isoDateTime, signNameEnum, signNameSchema } from './shared';

export const compatibilityCheckInput = z.object({
  firstSign: signNameSchema,
  secondSign: signNameSchema,
  ...langShape,
  ...idempotencyKeyShape,
});

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

export type CompatibilityRecord = z.infer<typeof compatibilityRecordSchema>;
export type CompatibilityDetails = z.infer<typeof compatibilityDetailsSchema>;
export type CompatibilityCheckInput = z.input<typeof compatibilityCheckInput>;
