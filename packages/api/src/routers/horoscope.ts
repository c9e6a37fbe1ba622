import { getOrCreateDailyHoroscopes, getOrCreatePeriodHoroscope } from '@celtic/db';
import {
  generateDailyHoroscope,
  generatePeriodHoroscope,
  type Locale,
  type PeriodKind,
  parsePeriod,
  periodOf,
  type SignName,
  signNames,
} from '@celtic/zodiac-core';
import { z } from 'zod';
import { dailyHoroscopeOnce } from '../horoscope-memo';
import { localeOf } from '../language';
import { checkReadingDate, checkReadingPeriod, utcIsoDate } from '../reading-range';
import {
  dailyAllInput,
  dailyHoroscopeInput,
  dailyHoroscopeSchema,
  monthlyInput,
  periodHoroscopeSchema,
  signedDailyHoroscopeSchema,
  weeklyInput,
  yearlyInput,
} from '../schemas/horoscope';
import type { Context } from '../trpc';
import { premiumProcedure, publicProcedure, router, syncFirst } from '../trpc';

const tags = ['horoscope'];

/** The stored reading of a sign for a week, month or year (the current one when none is named). */
function periodReading(
  ctx: Pick<Context, 'db' | 'now' | 'language'>,
  sign: SignName,
  kind: PeriodKind,
  id: string | undefined,
  lang: Locale | undefined,
) {
  const locale = localeOf(ctx, lang);
  const now = ctx.now();
  const period = id === undefined ? periodOf(kind, utcIsoDate(now)) : parsePeriod(kind, id);
  // The input schema has already refused what does not parse.
  if (!period) throw new RangeError(`Unparsed ${kind} ${id}`);
  checkReadingPeriod(kind, period, now);
  return getOrCreatePeriodHoroscope(ctx.db, sign, period.id, locale, () =>
    generatePeriodHoroscope(sign, kind, period.id, locale),
  );
}

export const horoscopeRouter = router({
  daily: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/daily',
        tags,
        summary: "A sign's horoscope for a day, from 2020-01-01 to 30 days ahead (default: today in UTC)",
      },
      cache: 'dated',
      localized: true,
      period: 'date',
    })
    .input(syncFirst(dailyHoroscopeInput))
    .output(syncFirst(dailyHoroscopeSchema))
    .query(({ ctx, input }) => {
      const now = ctx.now();
      const date = input.date ?? utcIsoDate(now);
      checkReadingDate('date', date, now);
      const locale = localeOf(ctx, input.lang);
      return dailyHoroscopeOnce(ctx.db, input.sign, date, locale, () =>
        generateDailyHoroscope(input.sign, date, locale),
      );
    }),

  dailyAll: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/daily/all',
        tags,
        summary: "The 13 signs' horoscopes for one day, in the signs' order",
      },
      cache: 'dated',
      localized: true,
      period: 'date',
    })
    .input(syncFirst(dailyAllInput))
    .output(syncFirst(z.array(signedDailyHoroscopeSchema)))
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const date = input.date ?? utcIsoDate(now);
      checkReadingDate('date', date, now);
      const wanted = signNames.map((sign) => ({ sign, date }));
      const locale = localeOf(ctx, input.lang);
      const readings = await getOrCreateDailyHoroscopes(ctx.db, wanted, locale, (sign, day) =>
        generateDailyHoroscope(sign, day, locale),
      );
      return readings.map((reading, i) => ({ sign: signNames[i] as SignName, ...reading }));
    }),

  weekly: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/weekly',
        tags,
        summary: "A sign's reading for an ISO week, with the week's moon phases, festivals and tree months",
      },
      cache: 'dated',
      localized: true,
      period: 'week',
    })
    .input(syncFirst(weeklyInput))
    .output(syncFirst(periodHoroscopeSchema))
    .query(({ ctx, input }) => periodReading(ctx, input.sign, 'week', input.week, input.lang)),

  monthly: premiumProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/monthly',
        tags,
        summary: "A sign's reading for a month, with its sky and tree months (premium, admin, site_owner)",
      },
      cache: 'dated',
      localized: true,
      period: 'month',
    })
    .input(syncFirst(monthlyInput))
    .output(syncFirst(periodHoroscopeSchema))
    .query(({ ctx, input }) => periodReading(ctx, input.sign, 'month', input.month, input.lang)),

  yearly: premiumProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/yearly',
        tags,
        summary: "A sign's reading for a year, with its moons and festivals (premium, admin, site_owner)",
      },
      cache: 'dated',
      localized: true,
      period: 'year',
    })
    .input(syncFirst(yearlyInput))
    .output(syncFirst(periodHoroscopeSchema))
    .query(({ ctx, input }) => periodReading(ctx, input.sign, 'year', input.year, input.lang)),
});
