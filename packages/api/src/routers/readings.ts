import {
  createReadingAsCaller,
  deleteReadingAsCaller,
  listReadingsAsCaller,
  savedReadingAsCaller,
  setFavoriteAsCaller,
} from '@celtic/db';
import { z } from 'zod';
import { checkListAccess, ownerParam } from '../access';
import { idempotencyOf, idempotencyRequestHeaders } from '../idempotency';
import { toReadingRecord } from '../mappers';
import { refusals } from '../refusals';
import {
  createReadingInput,
  readingIdInput,
  readingLookupSchema,
  readingSchema,
  savedReadingInput,
  savedReadingSchema,
  setFavoriteInput,
} from '../schemas/readings';
import { listByUserInput } from '../schemas/shared';
import { protectedProcedure, router, signedInResult, syncFirst } from '../trpc';

const tags = ['readings'];

export const readingsRouter = router({
  create: protectedProcedure
    .meta({
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/readings',
        tags,
        summary: 'Save a reading',
        requestHeaders: idempotencyRequestHeaders,
      },
    })
    .input(syncFirst(createReadingInput))
    .output(syncFirst(savedReadingSchema))
    .mutation(async ({ ctx, input }) => {
      const { idempotencyKey, ...request } = input;
      const write = {
        ...request,
        isFavorite: request.isFavorite ?? false,
        kind: request.kind ?? null,
        period: request.period ?? null,
      };
      const idempotency = idempotencyOf('readings.create', idempotencyKey, write);
      const uid = ctx.identity.uid;
      const { row } = signedInResult(await createReadingAsCaller(ctx.db, { uid, ...write, idempotency }));
      if (row) return { ...toReadingRecord(row), alreadySaved: false };
      // Nothing written: the caller saved this reading before (the sign, kind and period are its key).
      const { kind, period } = write;
      const { row: saved } =
        kind && period
          ? await savedReadingAsCaller(ctx.db, { uid, zodiacSign: write.zodiacSign, kind, period })
          : { row: null };
      if (!saved) throw new Error('the insert wrote no reading for an existing caller');
      return { ...toReadingRecord(saved), alreadySaved: true };
    }),

  saved: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/readings/saved/{zodiacSign}/{kind}/{period}',
        tags,
        summary: "The caller's saved copy of a sign's reading of a day or period, or null",
      },
    })
    .input(syncFirst(savedReadingInput))
    .output(syncFirst(readingLookupSchema))
    .query(async ({ ctx, input }) => {
      const { row } = signedInResult(await savedReadingAsCaller(ctx.db, { uid: ctx.identity.uid, ...input }));
      return { reading: row && toReadingRecord(row) };
    }),

  toggleFavorite: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/readings/{id}/favorite',
        tags,
        summary: 'Set favorite (`{ "isFavorite": true }`); without a body it toggles',
      },
    })
    .input(syncFirst(setFavoriteInput))
    .output(syncFirst(readingSchema))
    .mutation(async ({ ctx, input }) => {
      const { row } = signedInResult(
        await setFavoriteAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          id: input.id,
          isFavorite: input.isFavorite ?? null,
        }),
      );
      if (!row) throw refusals.readingNotFound();
      return toReadingRecord(row);
    }),

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/readings/{userId}',
        tags,
        summary: 'Saved readings, newest first',
      },
    })
    .input(syncFirst(listByUserInput))
    .output(syncFirst(z.array(readingSchema)))
    .query(async ({ ctx, input }) => {
      const owner = ownerParam(input.userId);
      const page = signedInResult(
        await listReadingsAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          owner,
          limit: input.limit,
          before: input.before,
        }),
      );
      checkListAccess(page, owner);
      return page.rows.map(toReadingRecord);
    }),

  delete: protectedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/readings/{id}', tags, summary: 'Delete a reading' },
    })
    .input(syncFirst(readingIdInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx, input }) => {
      const { row } = signedInResult(
        await deleteReadingAsCaller(ctx.db, { uid: ctx.identity.uid, id: input.id }),
      );
      if (!row) throw refusals.readingNotFound();
    }),
});
