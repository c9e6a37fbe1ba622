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

export const compatibilityDetailsSchema = z
  .object({
    description: z.string(),
    strengths: z.array(z.string()),
    challenges: z.array(z.string()),
  })
  .meta({ id: 'CompatibilityDetails' });

/** A check in the data download: its details as an object (text only where what was stored is not one). */
export const exportedCheckSchema = compatibilityRecordSchema
  .extend({
    compatibilityDetails: z.union([compatibilityDetailsSchema, z.string()]).meta({
      description: 'The details as an object; the stored text only for a check whose details are not JSON',
    }),
  })
  .meta({ id: 'ExportedCompatibilityCheck' });

export type ExportedCheck = z.infer<typeof exportedCheckSchema>;

export type CompatibilityRecord = z.infer<typeof compatibilityRecordSchema>;
export type CompatibilityDetails = z.infer<typeof compatibilityDetailsSchema>;
export type CompatibilityCheckInput = z.input<typeof compatibilityCheckInput>;
