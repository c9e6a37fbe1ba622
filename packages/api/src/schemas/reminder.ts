/** Inputs and outputs of the reminder router: the daily reminder's settings. */
import { assertTimeZone, reminderTimePattern } from '@celtic/zodiac-core';
import { z } from 'zod';
import { pushInputLimits } from './push';
import { text, tooLong } from './shared';

export const timeZoneSchema = text('an IANA time zone such as "Europe/Dublin"')
  .max(pushInputLimits.timeZone, tooLong(pushInputLimits.timeZone))
  .refine((zone) => {
    try {
      assertTimeZone(zone);
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone: expected an IANA name such as "Europe/Dublin"');

export const reminderInput = z.object({
  enabled: z.boolean({ error: 'Expected true or false' }),
  time: text('a time HH:MM')
    .max(5, tooLong(5))
    .regex(reminderTimePattern, 'Expected a time HH:MM (00:00 to 23:59)'),
  timeZone: timeZoneSchema,
  festivals: z.boolean({ error: 'Expected true or false' }),
  moon: z.boolean({ error: 'Expected true or false' }),
});

export const reminderSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string(),
    timeZone: z.string().nullable().meta({ description: 'null until the settings are first saved' }),
    festivals: z.boolean(),
    moon: z.boolean(),
    nextDueAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When the next daily reminder is due (UTC); null while off' }),
  })
  .meta({ id: 'ReminderSettings' });

export type ReminderSettings = z.infer<typeof reminderSchema>;
