/** Inputs and outputs of the horoscope router: a sign's day, every sign's day, weeks, months and years. */
import { type PeriodKind, parsePeriod, periodFormats } from '@celtic/zodiac-core';
import { z } from 'zod';
import { langShape } from '../language';
import { isoDateSchema, signNameEnum, signNameSchema, text } from './shared';

export const dailyHoroscopeInput = z.object({
  ...langShape,
  sign: signNameSchema,
  date: isoDateSchema
    .optional()
    .meta({ description: "From 2020-01-01 to 30 days after the server's UTC date; defaults to that date" }),
});

/** What a day's and a period's reading both say, after their opening text. */
const readingSections = {
  love: z.string(),
  career: z.string(),
  health: z.string(),
  advice: z.string(),
  luckyNumber: z.number().int(),
  luckyColor: z.string(),
  compatibleSigns: z.array(z.string()),
};

export const dailyHoroscopeSchema = z
  .object({
    date: z.string(),
    general: z.string(),
    ...readingSections,
  })
  .meta({ id: 'DailyHoroscope' });

const examples: Record<PeriodKind, string> = { week: '2026-W48', month: '2026-11', year: '2026' };

/** A week, month or year written as its kind is written (`2026-W48`, `2026-11`, `2026`). */
export function periodSchema(kind: PeriodKind) {
  const message = `Expected ${periodFormats[kind]}`;
  return text(periodFormats[kind])
    .max(8, message)
    .refine((value) => parsePeriod(kind, value) !== null, message)
    .meta({
      description: `${periodFormats[kind]}; from 2020 to the ${kind} that holds the day 30 days after the server's UTC date. Defaults to the current ${kind}`,
      examples: [examples[kind]],
    });
}

export const dailyAllInput = z
  .object({
    ...langShape,
    date: isoDateSchema
      .optional()
      .meta({ description: "From 2020-01-01 to 30 days after the server's UTC date; defaults to that date" }),
  })
  .prefault({});

export const weeklyInput = z.object({
  sign: signNameSchema,
  week: periodSchema('week').optional(),
  ...langShape,
});
export const monthlyInput = z.object({
  sign: signNameSchema,
  month: periodSchema('month').optional(),
  ...langShape,
});
export const yearlyInput = z.object({
  sign: signNameSchema,
  year: periodSchema('year').optional(),
  ...langShape,
});

export const signedDailyHoroscopeSchema = dailyHoroscopeSchema
  .extend({ sign: signNameEnum })
  .meta({ id: 'SignDailyHoroscope' });

const principalPhaseSchema = z.object({
  phase: z.enum(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter']),
  date: z.string().meta({ description: 'The UTC day of the instant, YYYY-MM-DD' }),
  instant: z.string().meta({ description: 'The exact instant, UTC, to the minute' }),
});

export const skySchema = z
  .object({
    moonPhases: z.array(principalPhaseSchema),
    festivals: z.array(z.object({ name: z.string(), date: z.string() })),
    quarterChanges: z.array(z.object({ quarter: z.string(), date: z.string() })),
    treeMonths: z.array(z.object({ tree: z.string(), name: z.string(), start: z.string(), end: z.string() })),
  })
  .meta({ id: 'Sky' });

export const periodHoroscopeSchema = z
  .object({
    sign: signNameEnum,
    kind: z.enum(['week', 'month', 'year']),
    period: z.string().meta({ description: '2026-W48, 2026-11 or 2026' }),
    start: z.string(),
    end: z.string(),
    overview: z.string(),
    ...readingSections,
    sky: skySchema,
  })
  .meta({ id: 'PeriodHoroscope' });
