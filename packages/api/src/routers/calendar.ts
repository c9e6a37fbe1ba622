import { getMoonPhase, getNextFestival, getQuarter } from '@celtic/zodiac-core';
import { calendarInput, calendarSchema } from '../schemas';
import { publicProcedure, router } from '../trpc';

export const calendarRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/calendar',
        tags: ['calendar'],
        summary: 'Celtic quarter, moon phase and next festival of a day',
      },
      cache: 'dated',
      period: 'date',
      database: false,
    })
    .input(calendarInput)
    .output(calendarSchema)
    .query(({ ctx, input }) => {
      const date = input.date ?? ctx.now().toISOString().slice(0, 10);
      // Noon UTC falls on the same calendar day in every time zone from UTC-11 to UTC+11.
      const noon = new Date(`${date}T12:00:00Z`);
      const { monthNumbers, ...quarter } = getQuarter(noon);
      return {
        date,
        quarter: { ...quarter, monthNumbers: [...monthNumbers] },
        moonPhase: getMoonPhase(date),
        nextFestival: getNextFestival(noon),
      };
    }),
});
