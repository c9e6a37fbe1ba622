import { isIsoDate } from '@celtic/zodiac-core';
import * as z from 'zod/mini';

// The params of /horoscope and /horoscope/all, apart from the pages: the route tree (in the first page's code)
// imports these, and nothing heavier.

/** A real calendar date written YYYY-MM-DD, as a search param. */
export const isoDateParam = z.string().check(z.refine(isIsoDate));

/** /horoscope: an unknown view or a malformed date is left out and reported. */
export const horoscopeSearchShape = {
  view: z.enum(['day', 'week', 'month', 'year']),
  date: isoDateParam,
};

/** /horoscope/all: its one param, the day. */
export const allSignsSearchShape = { date: isoDateParam };
