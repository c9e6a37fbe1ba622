import type { DueReminder, ReminderPlan } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { planReminders } from './plan';

const at = (iso: string) => new Date(iso);

function due(overrides: Partial<DueReminder> = {}): DueReminder {
  return {
    userId: 1,
    time: '08:00',
    timeZone: 'Europe/London',
    festivals: false,
    moon: false,
    localDate: '2030-01-10',
    devices: [11],
    ...overrides,
  };
}

/** The plan as plain values, dates as ISO strings. */
const plain = (plan: ReminderPlan) => ({
  sends: plan.sends.map((send) => ({
    ...send,
    dueAt: send.dueAt.toISOString(),
    expiresAt: send.expiresAt.toISOString(),
  })),
  next: plan.next.map((move) => ({ ...move, dueAt: move.dueAt.toISOString() })),
});

/** Plans `row` at each instant that its next reminder says it is due, as the sender's ticks would. */
function planUntil(row: DueReminder, until: Date) {
  const sent: string[] = [];
  let current = row;
  for (;;) {
    const plan = planReminders([current], until);
    sent.push(...plan.sends.map((send) => `${send.kind} ${send.localDate}`));
    const [next] = plan.next;
    if (!next) throw new Error('every due setting moves on');
    current = { ...current, localDate: next.localDate };
    if (next.dueAt > until) return { sent, next: { ...next, dueAt: next.dueAt.toISOString() } };
  }
}

describe('planReminders', () => {
  it('sends the daily push to each device at its time, until the local midnight, and moves to the next day', () => {
    const plan = planReminders([due({ devices: [11, 12] })], at('2030-01-10T08:00:00Z'));
    const send = {
      kind: 'daily',
      localDate: '2030-01-10',
      timeZone: 'Europe/London',
      dueAt: '2030-01-10T08:00:00.000Z',
      expiresAt: '2030-01-11T00:00:00.000Z',
    };
    expect(plain(plan)).toEqual({
      sends: [
        { subscriptionId: 11, ...send },
        { subscriptionId: 12, ...send },
      ],
      next: [{ userId: 1, localDate: '2030-01-11', dueAt: '2030-01-11T08:00:00.000Z' }],
    });
  });

  it('moves a setting with no device on without sending', () => {
    expect(plain(planReminders([due({ devices: [] })], at('2030-01-10T08:00:00Z')))).toEqual({
      sends: [],
      next: [{ userId: 1, localDate: '2030-01-11', dueAt: '2030-01-11T08:00:00.000Z' }],
    });
  });

  it('works in the zone’s own time: summer time, and a day that ends before UTC’s', () => {
    // London in April is on BST: 08:00 is 07:00Z, and the day ends at 23:00Z.
    const summer = plain(planReminders([due({ localDate: '2037-04-01' })], at('2037-04-01T07:00:00Z')));
    expect(summer.sends).toMatchObject([
      { dueAt: '2037-04-01T07:00:00.000Z', expiresAt: '2037-04-01T23:00:00.000Z' },
    ]);
    // Tokyo (UTC+9): 08:00 on the 10th is 23:00Z on the 9th; its day ends at 15:00Z on the 10th.
    const tokyo = due({ timeZone: 'Asia/Tokyo' });
    expect(plain(planReminders([tokyo], at('2030-01-10T08:00:00Z'))).sends).toMatchObject([
      { localDate: '2030-01-10', dueAt: '2030-01-09T23:00:00.000Z', expiresAt: '2030-01-10T15:00:00.000Z' },
    ]);
    // At 01:00 on the 11th in Tokyo the 10th is over: nothing sent, the 11th planned.
    expect(plain(planReminders([tokyo], at('2030-01-10T16:00:00Z')))).toEqual({
      sends: [],
      next: [{ userId: 1, localDate: '2030-01-11', dueAt: '2030-01-10T23:00:00.000Z' }],
    });
  });

  it('sends a day late while it lasts, and skips days already over rather than sending them in a burst', () => {
    // Due at 08:00 and planned at 22:00 the same day (instances were down): still sent.
    expect(planUntil(due({ localDate: '2034-02-01' }), at('2034-02-01T22:00:00Z')).sent).toEqual([
      'daily 2034-02-01',
    ]);
    // Planned three days later: the 1st to 3rd are skipped, the 4th (its time passed, its day not over) is sent.
    expect(planUntil(due({ localDate: '2034-02-01' }), at('2034-02-04T10:00:00Z'))).toEqual({
      sent: ['daily 2034-02-04'],
      next: { userId: 1, localDate: '2034-02-05', dueAt: '2034-02-05T08:00:00.000Z' },
    });
  });

  it('adds festival and moon pushes on their days for those who asked', () => {
    const kinds = (row: DueReminder, now: Date) => planReminders([row], now).sends.map((send) => send.kind);
    // Samhain 2032-11-01.
    const samhain = at('2032-11-01T08:00:00Z');
    expect(kinds(due({ localDate: '2032-11-01', festivals: true, moon: true }), samhain)).toEqual([
      'daily',
      'festival',
    ]);
    expect(kinds(due({ localDate: '2032-11-01' }), samhain)).toEqual(['daily']);
    // A full moon in Dublin on 2026-11-24.
    const fullMoon = due({ localDate: '2026-11-24', timeZone: 'Europe/Dublin', devices: [11, 12] });
    const moonAt = at('2026-11-24T08:00:00Z');
    expect(kinds({ ...fullMoon, moon: true }, moonAt)).toEqual(['daily', 'moon', 'daily', 'moon']);
    expect(kinds({ ...fullMoon, festivals: true }, moonAt)).toEqual(['daily', 'daily']);
  });

  it('plans each setting of a batch on its own', () => {
    const plan = planReminders(
      [
        due({ userId: 1, devices: [11] }),
        due({ userId: 2, timeZone: 'Asia/Tokyo', devices: [21] }),
        due({ userId: 3, localDate: '2030-01-08', devices: [31] }),
      ],
      at('2030-01-10T08:00:00Z'),
    );
    expect(plain(plan)).toMatchObject({
      sends: [
        { subscriptionId: 11, dueAt: '2030-01-10T08:00:00.000Z' },
        { subscriptionId: 21, dueAt: '2030-01-09T23:00:00.000Z' },
      ],
      next: [
        { userId: 1, localDate: '2030-01-11', dueAt: '2030-01-11T08:00:00.000Z' },
        { userId: 2, localDate: '2030-01-11', dueAt: '2030-01-10T23:00:00.000Z' },
        // The 8th is over: today's reminder is planned, due at once.
        { userId: 3, localDate: '2030-01-10', dueAt: '2030-01-10T08:00:00.000Z' },
      ],
    });
    expect(plan.sends).toHaveLength(2);
  });
});
