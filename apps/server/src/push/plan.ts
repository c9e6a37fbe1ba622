import type { DueReminder, NextReminder, PlannedSend, PushKind, ReminderPlan } from '@celtic/db';
import { addDays, nextReminderSlot, occasionsOn, type ReminderSlot } from '@celtic/zodiac-core';

/**
 * What to send for settings whose reminder is due at `now`, and each one's next reminder. A date still within its
 * day is sent now (late, if instances were down): the daily push, and a festival or moon one when the local date
 * has one and the user asked for it, to each device; the setting moves to the day after. A day already over is
 * skipped, never sent late in a burst: the setting moves to its next date still ahead. Pure: it runs inside the
 * planning transaction (planDueReminders), which claims the settings and writes what this returns.
 */
export function planReminders(due: readonly DueReminder[], now: Date): ReminderPlan {
  // Settings due together mostly share a zone, a time and a date: each slot and day's occasions is worked out
  // once per call (pure functions of their arguments and `now`), not once per user.
  const slots = new Map<string, ReminderSlot>();
  const slotOf = (timeZone: string, time: string, notBefore: string) => {
    const key = `${timeZone} ${time} ${notBefore}`;
    let slot = slots.get(key);
    if (slot === undefined) {
      slot = nextReminderSlot(timeZone, time, now, notBefore);
      slots.set(key, slot);
    }
    return slot;
  };
  const occasions = new Map<string, ReturnType<typeof occasionsOn>>();
  const occasionsOf = (localDate: string, timeZone: string) => {
    const key = `${localDate} ${timeZone}`;
    let found = occasions.get(key);
    if (found === undefined) {
      found = occasionsOn(localDate, timeZone);
      occasions.set(key, found);
    }
    return found;
  };

  const sends: PlannedSend[] = [];
  const next: NextReminder[] = [];
  for (const row of due) {
    const { localDate, timeZone } = row;
    const slot = slotOf(timeZone, row.time, localDate);
    const stillItsDay = slot.localDate === localDate;
    if (stillItsDay) {
      const kinds: PushKind[] = ['daily'];
      if (row.festivals || row.moon) {
        const found = occasionsOf(localDate, timeZone);
        if (row.festivals && found.festival) kinds.push('festival');
        if (row.moon && found.moon) kinds.push('moon');
      }
      for (const subscriptionId of row.devices) {
        for (const kind of kinds) {
          sends.push({
            subscriptionId,
            kind,
            localDate,
            timeZone,
            dueAt: slot.dueAt,
            expiresAt: slot.expiresAt,
          });
        }
      }
    }
    const following = stillItsDay ? slotOf(timeZone, row.time, addDays(localDate, 1)) : slot;
    next.push({ userId: row.userId, localDate: following.localDate, dueAt: following.dueAt });
  }
  return { sends, next };
}
