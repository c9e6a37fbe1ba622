import { reminderSettingsAsCaller, saveReminderSettingsAsCaller } from '@celtic/db';
import { toReminderSettings } from '../mappers';
import { reminderInput, reminderSchema } from '../schemas/reminder';
import { noInput } from '../schemas/shared';
import { protectedProcedure, signedInResult, syncFirst } from '../trpc';

const tags = ['user'];

/** The daily reminder's settings: procedures of the user router. */
export const reminderProcedures = {
  reminder: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/me/reminder',
        tags,
        summary: "The caller's daily reminder settings (the defaults, off, until first saved)",
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(reminderSchema))
    .query(async ({ ctx }) => {
      const { settings } = signedInResult(await reminderSettingsAsCaller(ctx.db, ctx.identity.uid));
      return toReminderSettings(settings);
    }),

  setReminder: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/me/reminder',
        tags,
        summary:
          'Turn the daily reminder on or off: the time (HH:MM) in an IANA time zone, with optional fire-festival ' +
          'and full/new moon notices. Sent to every device the caller registered',
      },
    })
    .input(syncFirst(reminderInput))
    .output(syncFirst(reminderSchema))
    .mutation(async ({ ctx, input }) => {
      const { settings } = signedInResult(
        await saveReminderSettingsAsCaller(ctx.db, { uid: ctx.identity.uid, now: ctx.now(), ...input }),
      );
      return toReminderSettings(settings);
    }),
};
