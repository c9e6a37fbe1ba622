import { generateDailyHoroscope } from '@celtic/zodiac-core';
import { badInput } from '../errors';
import { dailyHoroscopeOnce } from '../horoscope-memo';
import { dailyHoroscopeInput, dailyHoroscopeSchema } from '../schemas';
import { publicProcedure, router } from '../trpc';

const dayMs = 24 * 60 * 60 * 1000;

function utcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every time zone's "today" lies within one day of the UTC date; further dates are refused. */
function isWithinOneDay(isoDate: string, now: Date): boolean {
  const today = Date.parse(`${utcIsoDate(now)}T00:00:00Z`);
  return Math.abs(Date.parse(`${isoDate}T00:00:00Z`) - today) <= dayMs;
}

export const horoscopeRouter = router({
  daily: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/horoscope/daily',
        protect: false,
        tags: ['horoscope'],
        summary: "A sign's horoscope for a day (today, yesterday or tomorrow in UTC)",
      },
      cache: 'daily',
    })
    .input(dailyHoroscopeInput)
    .output(dailyHoroscopeSchema)
    .query(({ ctx, input }) => {
      const now = ctx.now();
      const date = input.date ?? utcIsoDate(now);
      if (!isWithinOneDay(date, now)) {
        throw badInput('date', `Must be within one day of the server's date (${utcIsoDate(now)}, UTC)`);
      }
      return dailyHoroscopeOnce(ctx.db, input.sign, date, () => generateDailyHoroscope(input.sign, date));
    }),
});
