import { birthAsCaller, clearBirthAsCaller, setBirthAsCaller, type UserBirth } from '@celtic/db';
import { z } from 'zod';
import { chartOrBadInput, checkBirthDate } from '../birth-range';
import { localeOf } from '../language';
import { toKeptBirthRecord } from '../mappers';
import { birthChartInput, birthChartSchema, keepBirthInput, keptBirthAnswer } from '../schemas/birth';
import { noInput } from '../schemas/shared';
import { protectedProcedure, publicProcedure, router, signedInResult, syncFirst } from '../trpc';

const tags = ['birth chart'];

function toKeptBirth(birth: UserBirth | null) {
  return { birth: birth && toKeptBirthRecord(birth) };
}

export const birthRouter = router({
  chart: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/birth-chart',
        tags,
        summary:
          'The Celtic birth chart of a date from 1900-01-01 to today: sign, tree and Ogham letter, the Moon at the ' +
          'instant of birth (at local noon without a time), the quarter, the festivals either side, a reading',
      },
      // A chart is a fact of its input: it never changes, so it is kept like a named day.
      cache: 'dated',
      period: 'date',
      localized: true,
      database: false,
      // Each distinct date is worked out anew (the Moon's position): limited per address.
      rateLimit: 'compute',
    })
    .input(syncFirst(birthChartInput))
    .output(syncFirst(birthChartSchema))
    .query(({ ctx, input }) => {
      checkBirthDate(input.date, ctx.now());
      return chartOrBadInput(input.date, input.time, input.timeZone, localeOf(ctx, input.lang));
    }),

  mine: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/me/birth',
        tags,
        summary: "The caller's kept birth date, or null",
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(keptBirthAnswer))
    .query(async ({ ctx }) => {
      const { birth } = signedInResult(await birthAsCaller(ctx.db, ctx.identity.uid));
      return toKeptBirth(birth);
    }),

  keep: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/me/birth',
        tags,
        summary: 'Keep (or replace) the caller’s birth date, with an optional time and time zone',
      },
    })
    .input(syncFirst(keepBirthInput))
    .output(syncFirst(keptBirthAnswer))
    .mutation(async ({ ctx, input }) => {
      checkBirthDate(input.date, ctx.now());
      const time = input.time ?? null;
      const timeZone = input.timeZone ?? 'UTC';
      // The same checks as the chart it is kept for: a kept date always has a chart.
      chartOrBadInput(input.date, time, timeZone);
      const { birth } = signedInResult(
        await setBirthAsCaller(ctx.db, ctx.identity.uid, { date: input.date, time, timeZone }),
      );
      return toKeptBirth(birth);
    }),

  forget: protectedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/users/me/birth', tags, summary: 'Forget the caller’s birth date' },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx }) => {
      signedInResult(await clearBirthAsCaller(ctx.db, ctx.identity.uid));
    }),
});
