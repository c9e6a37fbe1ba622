/** Inputs and outputs of the signs router: the thirteen signs, one by name, one by birthday. */
import { z } from 'zod';
import { langShape } from '../language';
import { signNameEnum, signNameSchema, wholeNumber } from './shared';

/** For procedures whose only parameter is the language of their answer. */
export const langInput = z.object(langShape).prefault({});

export const signByNameInput = z.object({ name: signNameSchema, ...langShape });

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const signByDateInput = z
  .object({
    month: wholeNumber({ min: 1, max: 12, message: 'Expected a month from 1 to 12' }),
    day: wholeNumber({ min: 1, max: 31, message: 'Expected a day from 1 to 31' }),
    ...langShape,
  })
  .superRefine((value, ctx) => {
    const last = daysInMonth[value.month - 1] ?? 31;
    if (value.day > last) {
      ctx.addIssue({
        code: 'custom',
        path: ['day'],
        message: `Month ${value.month} has at most ${last} days`,
      });
    }
  });

const monthDaySchema = z.object({ month: z.number().int(), day: z.number().int() });

export const signSchema = z
  .object({
    name: signNameEnum,
    displayName: z.string().meta({
      description: "The sign's name in the answer's language (Lobo, Wolf); `name` stays the identifier",
    }),
    tree: z.string().meta({ description: 'The tree identifier (English); `treeName` is shown' }),
    treeName: z.string().meta({ description: "The tree's name in the answer's language" }),
    treeMeaning: z
      .string()
      .meta({ description: "What the tree's Ogham letter stands for, in the answer's language" }),
    dateRange: z
      .string()
      .meta({ description: "The dates in the answer's language: Dec 24 - Jan 20, 24 dic. - 20 ene." }),
    startDate: monthDaySchema,
    endDate: monthDaySchema,
    element: z.enum(['Earth', 'Air', 'Water', 'Fire']),
    elementName: z.string().meta({ description: "The element's name in the answer's language" }),
    ruling: z.string().meta({ description: 'The ruling body (English identifier); `rulingName` is shown' }),
    rulingName: z.string().meta({ description: "The ruling body's name in the answer's language" }),
    symbol: z.string(),
    personality: z.array(z.string()),
    strengths: z.array(z.string()),
    challenges: z.array(z.string()),
    mythology: z.string(),
    compatibility: z.array(signNameEnum),
    animal: z.string(),
    color: z.string(),
    iconPath: z.string(),
  })
  .meta({ id: 'Sign' });
