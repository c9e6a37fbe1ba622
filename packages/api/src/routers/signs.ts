import { findSignByDate, getSign, type Locale, type Sign, signProfile, signs } from '@celtic/zodiac-core';
import { z } from 'zod';
import { localeOf } from '../language';
import { refusals } from '../refusals';
import { langInput, signByDateInput, signByNameInput, signSchema } from '../schemas/signs';
import { publicProcedure, router, syncFirst } from '../trpc';

const tags = ['signs'];

/**
 * A sign as answered: its identifiers (`name`, `tree`, `element`, `ruling`) and, in the answer's language, its
 * shown names, dates and texts (zodiac-core content/<code>.ts).
 */
const shown = (sign: Sign, locale: Locale) => signProfile(sign.name, locale);

export const signsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/signs', tags, summary: 'The 13 signs in order' },
      cache: 'static',
      localized: true,
      database: false,
    })
    .input(syncFirst(langInput))
    .output(syncFirst(z.array(signSchema)))
    .query(({ ctx, input }) => {
      const locale = localeOf(ctx, input.lang);
      return signs.map((sign) => shown(sign, locale));
    }),

  // Declared before byName: REST paths are matched in order and "by-date" would otherwise be a {name}.
  byDate: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/signs/by-date',
        tags,
        summary: 'The sign of a birthday',
      },
      cache: 'static',
      localized: true,
      database: false,
    })
    .input(syncFirst(signByDateInput))
    .output(syncFirst(signSchema))
    .query(({ ctx, input }) => {
      const sign = findSignByDate(input.month, input.day);
      if (!sign) throw refusals.noSignForDate();
      return shown(sign, localeOf(ctx, input.lang));
    }),

  byName: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/signs/{name}',
        tags,
        summary: 'One sign by name (any case)',
      },
      cache: 'static',
      localized: true,
      database: false,
    })
    .input(syncFirst(signByNameInput))
    .output(syncFirst(signSchema))
    .query(({ ctx, input }) => {
      const sign = getSign(input.name);
      if (!sign) throw refusals.signNotFound();
      return shown(sign, localeOf(ctx, input.lang));
    }),
});
