import { describe, expect, it } from 'vitest';
import { localDateAt, nextReminderSlot, occasionsOn, reminderInstant, reminderSlot } from './reminders';

const iso = (t: number) => new Date(t).toISOString();

describe('reminderInstant', () => {
  it('is the wall time in the zone on an ordinary day', () => {
    expect(iso(reminderInstant('Europe/London', '2026-07-01', '08:00'))).toBe('2026-07-01T07:00:00.000Z');
    expect(iso(reminderInstant('America/New_York', '2026-01-15', '08:30'))).toBe('2026-01-15T13:30:00.000Z');
    expect(iso(reminderInstant('Asia/Kolkata', '2026-01-15', '08:00'))).toBe('2026-01-15T02:30:00.000Z');
  });

  it('fires at the first minute after a spring-forward gap', () => {
    // London: 01:00 GMT becomes 02:00 BST on 2026-03-29.
    expect(iso(reminderInstant('Europe/London', '2026-03-29', '01:30'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(reminderInstant('Europe/London', '2026-03-29', '01:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(reminderInstant('Europe/London', '2026-03-29', '02:00'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(reminderInstant('Europe/London', '2026-03-29', '00:59'))).toBe('2026-03-29T00:59:00.000Z');
    // New York: 02:00 EST becomes 03:00 EDT on 2026-03-08.
    expect(iso(reminderInstant('America/New_York', '2026-03-08', '02:15'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(reminderInstant('America/New_York', '2026-03-08', '03:00'))).toBe('2026-03-08T07:00:00.000Z');
    // Lord Howe Island moves by half an hour: 02:00 becomes 02:30 on 2026-10-04.
    expect(iso(reminderInstant('Australia/Lord_Howe', '2026-10-04', '02:10'))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });

  it('fires once, at the first occurrence, in a repeated hour', () => {
    // London: 02:00 BST goes back to 01:00 GMT on 2026-10-25, so 01:30 happens twice.
    expect(iso(reminderInstant('Europe/London', '2026-10-25', '01:30'))).toBe('2026-10-25T00:30:00.000Z');
    // New York: 02:00 EDT goes back to 01:00 EST on 2026-11-01.
    expect(iso(reminderInstant('America/New_York', '2026-11-01', '01:30'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(reminderInstant('America/New_York', '2026-11-01', '02:00'))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('refuses a malformed time or an unknown zone', () => {
    expect(() => reminderInstant('Europe/London', '2026-07-01', '8:00')).toThrow(/HH:MM/);
    expect(() => reminderInstant('Europe/London', '2026-07-01', '24:00')).toThrow(/HH:MM/);
    expect(() => reminderInstant('Mars/Olympus', '2026-07-01', '08:00')).toThrow(/time zone/);
  });
});

describe('slots', () => {
  it('a day ends at the next local midnight, 23 or 25 hours long across a change', () => {
    const spring = reminderSlot('Europe/London', '2026-03-29', '08:00');
    expect(spring.expiresAt.getTime() - Date.parse('2026-03-29T00:00:00Z')).toBe(23 * 3_600_000);
    const autumn = reminderSlot('America/New_York', '2026-11-01', '08:00');
    expect(iso(autumn.expiresAt.getTime())).toBe('2026-11-02T05:00:00.000Z');
  });

  it('a new setting waits for its next time; a planned date late in its day is still sent', () => {
    const now = new Date('2026-07-01T07:30:00Z'); // 08:30 in London
    expect(nextReminderSlot('Europe/London', '08:00', now).localDate).toBe('2026-07-02');
    expect(nextReminderSlot('Europe/London', '09:00', now).localDate).toBe('2026-07-01');
    expect(nextReminderSlot('Europe/London', '08:00', now, '2026-07-01').localDate).toBe('2026-07-01');
    expect(nextReminderSlot('Europe/London', '08:00', now, '2026-07-02').localDate).toBe('2026-07-02');
    // Days missed while nothing ran are skipped, not sent in a burst.
    expect(nextReminderSlot('Europe/London', '08:00', now, '2026-06-20').localDate).toBe('2026-07-01');
  });

  it('the local date follows the zone', () => {
    expect(localDateAt('Pacific/Auckland', Date.parse('2026-07-01T13:00:00Z'))).toBe('2026-07-02');
    expect(localDateAt('America/Los_Angeles', Date.parse('2026-07-01T05:00:00Z'))).toBe('2026-06-30');
  });
});

describe('occasionsOn', () => {
  it('names the fire festivals and the full and new moons of a local date', () => {
    expect(occasionsOn('2026-11-01', 'Europe/Dublin').festival?.name).toBe('Samhain');
    expect(occasionsOn('2026-11-02', 'Europe/Dublin').festival).toBeNull();
    // Full moon 2026-11-24 14:53 UTC.
    expect(occasionsOn('2026-11-24', 'Europe/Dublin').moon).toBe('Full Moon');
    expect(occasionsOn('2026-11-20', 'Europe/Dublin').moon).toBeNull();
  });
});
