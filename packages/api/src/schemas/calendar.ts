/** Inputs and outputs of the calendar router: a day's quarter, moon phase and next fire festival. */
import { z } from 'zod';
import { langShape } from '../language';
import { isoDateSchema } from './shared';

export const calendarInput = z
  .object({
    date: isoDateSchema.optional().meta({ description: "Defaults to the server's UTC date" }),
    ...langShape,
  })
  .prefault({});

export const calendarSchema = z
  .object({
    date: z.string(),
    quarter: z.object({
      id: z.string().meta({ description: 'The quarter identifier (English): Samhain Quarter' }),
      name: z.string().meta({ description: "The quarter's name in the answer's language" }),
      months: z.string().meta({ description: "Its months, in the answer's language" }),
      monthNumbers: z.array(z.number().int()),
    }),
    moonPhase: z.object({
      id: z.string().meta({ description: 'The phase identifier (English): Full Moon' }),
      name: z.string().meta({ description: "The phase's name in the answer's language" }),
      illumination: z.number(),
    }),
    nextFestival: z.object({
      name: z.string().meta({ description: 'The Irish name, the same in every language' }),
      date: z.string().meta({ description: "Its day, written in the answer's language" }),
      month: z.number().int(),
      day: z.number().int(),
      description: z.string().meta({ description: "In the answer's language" }),
      isoDate: z.string(),
      daysUntil: z.number().int(),
    }),
  })
  .meta({ id: 'Calendar' });

export type CalendarDay = z.infer<typeof calendarSchema>;
