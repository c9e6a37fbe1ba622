import { createCompatibilityCheck, listCompatibilityChecks } from '@celtic/db';
import { scoreCompatibility } from '@celtic/zodiac-core';
import { z } from 'zod';
import { resolveUser } from '../access';
import { toCompatibilityRecord } from '../mappers';
import {
  type CompatibilityDetails,
  compatibilityCheckInput,
  compatibilityRecordSchema,
  listByUserInput,
} from '../schemas';
import { protectedProcedure, router } from '../trpc';
import { listPageKey, userDataCacheFor } from '../user-data-cache';
import { acceptsValidated, validateOutput } from '../validated-output';

const tags = ['compatibility'];

// Its own instance: acceptsValidated changes it in place.
const historySchema = acceptsValidated(z.array(compatibilityRecordSchema));

export const compatibilityRouter = router({
  check: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/compatibility',
        protect: true,
        tags,
        summary: 'Score two signs and save the check',
      },
    })
    .input(compatibilityCheckInput)
    .output(compatibilityRecordSchema)
    .mutation(async ({ ctx, input }) => {
      // The score is always computed here; a score sent by an old client is dropped by the schema.
      const result = scoreCompatibility(input.firstSign, input.secondSign);
      const details: CompatibilityDetails = {
        description: result.description,
        strengths: result.strengths,
        challenges: result.challenges,
      };
      const check = await createCompatibilityCheck(ctx.db, {
        userId: ctx.user.id,
        firstSign: input.firstSign,
        secondSign: input.secondSign,
        compatibilityScore: result.score,
        compatibilityDetails: JSON.stringify(details),
      });
      return toCompatibilityRecord(check);
    }),

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/compatibility/{userId}',
        protect: true,
        tags,
        summary: 'Compatibility checks, newest first',
      },
    })
    .input(listByUserInput)
    .output(historySchema)
    .query(async ({ ctx, input }) => {
      const owner = await resolveUser(ctx, input.userId);
      const key = listPageKey('compatibility', input);
      return userDataCacheFor(ctx.db).page(owner.id, key, async () => {
        const checks = await listCompatibilityChecks(ctx.db, {
          userId: owner.id,
          limit: input.limit,
          before: input.before,
        });
        return validateOutput(historySchema, checks.map(toCompatibilityRecord));
      });
    }),
});
