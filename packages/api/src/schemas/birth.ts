/** Inputs and outputs of the birth router: the birth chart and the birth date a user keeps on their profile. */
import { moonPhases, signNames } from '@celtic/zodiac-core';
import { z } from 'zod';
import { langShape } from '../language';
import { isoDateSchema, isoDateTime, text } from './shared';

/** The first birth date a chart is made for; the last is today (birth-range.ts). */
export const firstBirthDate = '1900-01-01';

/** A birth date a user keeps on their profile. */
export const keptBirthSchema = z
  .object({ date: z.string(), time: z.string().nullable(), timeZone: z.string(), updatedAt: isoDateTime })
  .meta({ id: 'KeptBirth' });
const timeSchema = text('a time written HH:MM')
  .max(5, 'Expected a time written HH:MM')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time written HH:MM, from 00:00 to 23:59')
  .meta({ description: 'Local time of birth, HH:MM (24-hour)', examples: ['08:30'] });

const timeZoneSchema = text('an IANA time zone such as Europe/Dublin')
  .min(1, 'Expected an IANA time zone such as Europe/Dublin')
  .max(64, 'Too long (at most 64 characters)')
  .meta({ description: 'IANA time zone of the place of birth', examples: ['Europe/Dublin'] });

const birthDateSchema = isoDateSchema.meta({
  description: `The birth date, from ${firstBirthDate} to today`,
  examples: ['1990-06-15'],
});

export const birthChartInput = z.object({
  date: birthDateSchema,
  time: timeSchema
    .optional()
    .meta({ description: 'Local time of birth, HH:MM; without it the Moon is read at local noon' }),
  timeZone: timeZoneSchema
    .optional()
    .meta({ description: 'IANA time zone of the place of birth (default UTC)' }),
  ...langShape,
});

const principalPhase = z.enum(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter']);
const utcInstant = z
  .string()
  .meta({ description: 'ISO 8601 in UTC, to the second', examples: ['1990-06-16T04:48:17Z'] });

export const birthChartSchema = z
  .object({
    date: z.string(),
    time: z.string().nullable().meta({ description: 'The time given, or null' }),
    timeKnown: z
      .boolean()
      .meta({ description: 'False when no time was given: the Moon is then read at local noon' }),
    timeZone: z.string(),
    instant: utcInstant.meta({ description: 'The instant the Moon is read at, ISO 8601 in UTC' }),
    sign: z.object({
      name: z.enum(signNames).meta({ description: 'The sign identifier (English); `displayName` is shown' }),
      displayName: z.string().meta({ description: "The sign's name in the answer's language (Lobo, Wolf)" }),
      tree: z.string().meta({ description: 'The tree identifier (English); `treeName` is shown' }),
      treeName: z.string().meta({ description: "The tree's name in the answer's language" }),
      ogham: z.object({
        letter: z.string().meta({ description: 'The letter in the Unicode Ogham block' }),
        name: z.string().meta({ description: "The letter's Irish name, the same in every language" }),
        meaning: z.string().meta({ description: "What the letter stands for, in the answer's language" }),
      }),
    }),
    moon: z.object({
      phase: z.enum(moonPhases as [string, ...string[]]).meta({
        description:
          'The phase identifier (English) of the local day of birth; a principal phase is named on the day of its instant. `phaseName` is shown',
      }),
      phaseName: z.string().meta({ description: "The phase's name in the answer's language" }),
      illumination: z
        .number()
        .min(0)
        .max(1)
        .meta({ description: 'Lit fraction of the disc at the instant, 0 to 1' }),
      waxing: z.boolean(),
      nearest: z
        .object({
          phase: principalPhase.meta({ description: 'The phase identifier (English)' }),
          phaseName: z.string().meta({ description: "The phase's name in the answer's language" }),
          at: utcInstant,
        })
        .meta({
          description: 'The principal phase whose exact instant is nearest the instant of birth',
        }),
    }),
    quarter: z.object({
      id: z.string().meta({ description: 'The quarter identifier (English): Samhain Quarter' }),
      name: z.string().meta({ description: "The quarter's name in the answer's language" }),
    }),
    festivals: z.object({
      before: z.object({ name: z.string(), date: z.string(), daysBefore: z.number().int().min(0) }).meta({
        description:
          'The latest fire festival on or before the birth date (its Irish name in every language)',
      }),
      after: z
        .object({ name: z.string(), date: z.string(), daysAfter: z.number().int().min(1) })
        .meta({ description: 'The first fire festival after the birth date' }),
    }),
    reading: z.string().meta({
      description:
        "A short paragraph that reads the chart, in the answer's language; the same for the same input",
    }),
  })
  .meta({ id: 'BirthChart' });

export const keepBirthInput = z.object({
  date: birthDateSchema,
  time: timeSchema.nullable().optional(),
  timeZone: timeZoneSchema
    .optional()
    .meta({ description: 'IANA time zone of the place of birth (default UTC)' }),
});

export const keptBirthAnswer = z
  .object({ birth: keptBirthSchema.nullable().meta({ description: 'The kept birth date, or null' }) })
  .meta({ id: 'KeptBirthAnswer' });

export type KeptBirth = z.infer<typeof keptBirthSchema>;
