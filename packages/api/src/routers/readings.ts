import { createReading, deleteReading, listReadings, toggleFavorite } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { resolveUser } from '../access';
import { toReadingRecord } from '../mappers';
import { createReadingInput, listByUserInput, readingIdInput, readingSchema } from '../schemas';
import { protectedProcedure, router } from '../trpc';
import { listPageKey, userDataCacheFor } from '../user-data-cache';
import { acceptsValidated, validateOutput } from '../validated-output';

const tags = ['readings'];

// Its own instance: acceptsValidated changes it in place.
const readingListSchema = acceptsValidated(z.array(readingSchema));

// Someone else's reading answers exactly like a missing one: existence is not leaked.
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'Reading not found' });

export const readingsRouter = router({
  create: protectedProcedure
    .meta({ openapi: { method: 'POST', path: '/readings', protect: true, tags, summary: 'Save a reading' } })
    .input(createReadingInput)
    .output(readingSchema)
    .mutation(async ({ ctx, input }) => {
      const reading = await createReading(ctx.db, {
        userId: ctx.user.id,
        content: input.content,
        zodiacSign: input.zodiacSign,
        isFavorite: input.isFavorite ?? false,
      });
      return toReadingRecord(reading);
    }),

  toggleFavorite: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/readings/{id}/favorite',
        protect: true,
        tags,
        summary: 'Toggle favorite',
      },
    })
    .input(readingIdInput)
    .output(readingSchema)
    .mutation(async ({ ctx, input }) => {
      const reading = await toggleFavorite(ctx.db, { id: input.id, userId: ctx.user.id });
      if (!reading) throw notFound();
      return toReadingRecord(reading);
    }),

  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/readings/{userId}',
        protect: true,
        tags,
        summary: 'Saved readings, newest first',
      },
    })
    .input(listByUserInput)
    .output(readingListSchema)
    .query(async ({ ctx, input }) => {
      const owner = await resolveUser(ctx, input.userId);
      // Mutations of the owner's data invalidate it (protectedProcedure, and the database's change feed).
      const key = listPageKey('readings', input);
      return userDataCacheFor(ctx.db).page(owner.id, key, async () => {
        const readings = await listReadings(ctx.db, {
          userId: owner.id,
          limit: input.limit,
          before: input.before,
        });
        return validateOutput(readingListSchema, readings.map(toReadingRecord));
      });
    }),

  delete: protectedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/readings/{id}', protect: true, tags, summary: 'Delete a reading' },
    })
    .input(readingIdInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteReading(ctx.db, { id: input.id, userId: ctx.user.id }))) throw notFound();
    }),
});
