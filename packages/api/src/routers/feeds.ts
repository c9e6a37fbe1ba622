import { getOrCreateDailyHoroscopes } from '@celtic/db';
import { generateDailyHoroscope } from '@celtic/zodiac-core';
import { buildFeed, feedWindow } from '../feed';
import { localeOf } from '../language';
import { feedInput, feedSchema } from '../schemas/feeds';
import { publicProcedure, router, syncFirst } from '../trpc';

export const feedsRouter = router({
  sign: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/feeds/{sign}.ics',
        tags: ['feeds'],
        summary:
          "A sign's iCalendar feed: daily readings from 7 days ago to 30 ahead, festivals, moon phases",
      },
      // The window moves with the date: the feed is today's answer.
      cache: 'dated',
      localized: true,
      produces: 'text/calendar; charset=utf-8',
      // Calendar services fetch a feed for many subscribers from few addresses, and send no key.
      metered: false,
    })
    .input(syncFirst(feedInput))
    .output(syncFirst(feedSchema))
    .query(async ({ ctx, input }) => {
      const window = feedWindow(ctx.now());
      const dates: string[] = [];
      for (let ms = Date.parse(window.first); ms <= Date.parse(window.last); ms += 86_400_000) {
        dates.push(new Date(ms).toISOString().slice(0, 10));
      }
      const locale = localeOf(ctx, input.lang);
      const readings = await getOrCreateDailyHoroscopes(
        ctx.db,
        dates.map((date) => ({ sign: input.sign, date })),
        locale,
        (sign, date) => generateDailyHoroscope(sign, date, locale),
      );
      return buildFeed(input.sign, window, readings, locale);
    }),
});
