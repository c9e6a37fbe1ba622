import {
  atNoonUtc,
  getMoonPhase,
  getQuarter,
  moonPhaseName,
  nextFestivalIn,
  quartersIn,
} from '@celtic/zodiac-core';
import { localeOf } from '../language';
import { calendarInput, calendarSchema } from '../schemas/calendar';
import { publicProcedure, router, syncFirst } from '../trpc';

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
      localized: true,
      database: false,
    })
    .input(syncFirst(calendarInput))
    .output(syncFirst(calendarSchema))
    .query(({ ctx, input }) => {
      const date = input.date ?? ctx.now().toISOString().slice(0, 10);
      const locale = localeOf(ctx, input.lang);
      const noon = atNoonUtc(date);
      const id = getQuarter(noon).name;
      const quarter = quartersIn(locale).find((q) => q.id === id);
      if (!quarter) throw new RangeError(`No quarter ${id}`);
      const moon = getMoonPhase(date);
      return {
        date,
        quarter: { id, name: quarter.name, months: quarter.months, monthNumbers: [...quarter.monthNumbers] },
        moonPhase: { id: moon.name, name: moonPhaseName(moon.name, locale), illumination: moon.illumination },
        nextFestival: nextFestivalIn(noon, locale),
      };
    }),
});
