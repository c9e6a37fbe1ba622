import { createCheckAsCaller, listChecksAsCaller } from '@celtic/db';
import { scoreCompatibilityIn } from '@celtic/zodiac-core';
import { z } from 'zod';
import { checkListAccess, ownerParam } from '../access';
import { idempotencyOf, idempotencyRequestHeaders } from '../idempotency';
import { localeOf } from '../language';
import { toCompatibilityRecord } from '../mappers';
import {
  type CompatibilityDetails,
  compatibilityCheckInput,
  compatibilityRecordSchema,
} from '../schemas/compatibility';
import { listByUserInput } from '../schemas/shared';
import { protectedProcedure, router, signedInResult, syncFirst } from '../trpc';

const tags = ['compatibility'];

export const compatibilityRouter = router({
  check: protectedProcedure
    .meta({
      idempotent: true,
      // The saved details are worded in the caller's language; the score is the same in every language.
      localized: true,
      openapi: {
        method: 'POST',
        path: '/compatibility',
        tags,
        summary: 'Score two signs and save the check',
        requestHeaders: idempotencyRequestHeaders,
      },
    })
    .input(syncFirst(compatibilityCheckInput))
    .output(syncFirst(compatibilityRecordSchema))
    .mutation(async ({ ctx, input }) => {
      // The score is always computed here; a score sent by an old client is dropped by the schema.
      const result = scoreCompatibilityIn(input.firstSign, input.secondSign, localeOf(ctx, input.lang));
      const details: CompatibilityDetails = {
        description: result.description,
        strengths: result.strengths,
        challenges: result.challenges,
      };
      const { firstSign, secondSign } = input;
      // The language only words the saved text: a repeat in another language answers the check as first saved.
      const idempotency = idempotencyOf('compatibility.check', input.idempotencyKey, {
        firstSign,
        secondSign,
      });
      const { row } = signedInResult(
        await createCheckAsCaller(ctx.db, {
          uid: ctx.identity.uid,
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
    .input(syncFirst(listByUserInput))
    .output(syncFirst(z.array(compatibilityRecordSchema)))
    .query(async ({ ctx, input }) => {
      const owner = ownerParam(input.userId);
      const page = signedInResult(
        await listChecksAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          owner,
          limit: input.limit,
          before: input.before,
        }),
      );
      checkListAccess(page, owner);
      return page.rows.map(toCompatibilityRecord);
    }),
});
