import { findSignByDate, getSign, signs } from '@celtic/zodiac-core';
import { z } from 'zod';
import { refusals } from '../refusals';
import { noInput, signByDateInput, signByNameInput, signSchema } from '../schemas';
import { publicProcedure, router } from '../trpc';

const tags = ['signs'];

export const signsRouter = router({
  list: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/signs', tags, summary: 'The 13 signs in order' },
      cache: 'static',
      database: false,
    })
    .input(noInput)
    .output(z.array(signSchema))
    .query(() => [...signs]),

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
      database: false,
    })
    .input(signByDateInput)
    .output(signSchema)
    .query(({ input }) => {
      const sign = findSignByDate(input.month, input.day);
      if (!sign) throw refusals.noSignForDate();
      return sign;
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
      database: false,
    })
    .input(signByNameInput)
    .output(signSchema)
    .query(({ input }) => {
      const sign = getSign(input.name);
      if (!sign) throw refusals.signNotFound();
      return sign;
    }),
});
