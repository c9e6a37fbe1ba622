import { createCheckAsCaller, listChecksAsCaller } from '@celtic/db';
import { scoreCompatibility } from '@celtic/zodiac-core';
import { z } from 'zod';
import { checkListAccess, ownerParam } from '../access';
import { idempotencyOf, idempotencyRequestHeaders } from '../idempotency';
import { toCompatibilityRecord } from '../mappers';
import {
  type CompatibilityDetails,
  compatibilityCheckInput,
  compatibilityRecordSchema,
  listByUserInput,
} from '../schemas';
import { protectedProcedure, router } from '../trpc';

const tags = ['compatibility'];

export const compatibilityRouter = router({
  check: protectedProcedure
    .meta({
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/compatibility',
        tags,
        summary: 'Score two signs and save the check',
        requestHeaders: idempotencyRequestHeaders,
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
      const { firstSign, secondSign } = input;
      const idempotency = idempotencyOf('compatibility.check', input.idempotencyKey, {
        firstSign,
        secondSign,
      });
      const { row } = await ctx.asCaller((uid) =>
        createCheckAsCaller(ctx.db, {
          uid,
          firstSign,
          secondSign,
          compatibilityScore: result.score,
          compatibilityDetails: JSON.stringify(details),
          idempotency,
        }),
      );
      if (!row) throw new Error('the insert wrote no check for an existing caller');
      return toCompatibilityRecord(row);
    }),

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/compatibility/{userId}',
        tags,
        summary: 'Compatibility checks, newest first',
      },
    })
    .input(listByUserInput)
    .output(z.array(compatibilityRecordSchema))
    .query(async ({ ctx, input }) => {
      const owner = ownerParam(input.userId);
      const page = await ctx.asCaller((uid) =>
        listChecksAsCaller(ctx.db, { uid, owner, limit: input.limit, before: input.before }),
      );
      checkListAccess(page, owner);
      return page.rows.map(toCompatibilityRecord);
    }),
});
