import { describe, expect, it } from 'vitest';
import {
  festivals,
  getNextFestival,
  getQuarter,
  lunarMonths,
  lunarMonthsText,
  moonPhases,
  quarters,
} from './calendar';
import { findSignByDate } from './lookup';
import { signs } from './signs';

const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('quarters', () => {
  it('follow Nov-Jan, Feb-Apr, May-Jul, Aug-Oct month by month', () => {
    const expected = [
      'Samhain Quarter',
      'Imbolc Quarter',
      'Imbolc Quarter',
      'Imbolc Quarter',
      'Beltane Quarter',
      'Beltane Quarter',
      'Beltane Quarter',
      'Lughnasadh Quarter',
      'Lughnasadh Quarter',
      'Lughnasadh Quarter',
      'Samhain Quarter',
      'Samhain Quarter',
    ];
    expected.forEach((name, index) => {
      const month = String(index + 1).padStart(2, '0');
      expect(getQuarter(utc(`2025-${month}-15`)).name).toBe(name);
    });
  });

  it('carry their months as display text', () => {
    expect(quarters.map((q) => `${q.name} (${q.months})`)).toEqual([
      'Samhain Quarter (Nov-Jan)',
      'Imbolc Quarter (Feb-Apr)',
      'Beltane Quarter (May-Jul)',
      'Lughnasadh Quarter (Aug-Oct)',
    ]);
    expect(quarters.flatMap((q) => q.monthNumbers).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('reads the month in UTC and rejects an invalid Date', () => {
    expect(getQuarter(new Date('2025-11-01')).name).toBe('Samhain Quarter');
    expect(getQuarter(new Date('2025-10-31T23:59:59Z')).name).toBe('Lughnasadh Quarter');
    expect(() => getQuarter(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('festivals', () => {
  it('are the four fire festivals with their dates and real descriptions', () => {
    expect(festivals.map((f) => `${f.name} (${f.date})`)).toEqual([
      'Samhain (November 1)',
      'Imbolc (February 1)',
      'Beltane (May 1)',
      'Lughnasadh (August 1)',
    ]);
    for (const festival of festivals) {
      expect(festival.day).toBe(1);
      expect(festival.description.length).toBeGreaterThan(150);
    }
  });

  it('finds the next festival, counting the festival day itself as zero days away', () => {
    expect(getNextFestival(utc('2025-10-29'))).toMatchObject({
      name: 'Samhain',
      isoDate: '2025-11-01',
      daysUntil: 3,
    });
    expect(getNextFestival(utc('2025-11-01'))).toMatchObject({ name: 'Samhain', daysUntil: 0 });
    expect(getNextFestival(utc('2025-11-02'))).toMatchObject({
      name: 'Imbolc',
      isoDate: '2026-02-01',
      daysUntil: 91,
    });
    expect(getNextFestival(utc('2024-02-29'))).toMatchObject({
      name: 'Beltane',
      isoDate: '2024-05-01',
      daysUntil: 62,
    });
    expect(getNextFestival(utc('2025-07-31'))).toMatchObject({ name: 'Lughnasadh', daysUntil: 1 });
  });

  it('is never more than 92 days away', () => {
    for (let day = 0; day < 731; day++) {
      const next = getNextFestival(new Date(Date.UTC(2025, 0, 1 + day)));
      expect(next.daysUntil).toBeGreaterThanOrEqual(0);
      expect(next.daysUntil).toBeLessThanOrEqual(92);
    }
  });
});

describe('moon phases and lunar months', () => {
  it('lists the eight phases in order', () => {
    expect(moonPhases).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ]);
  });

  it('has thirteen tree months with the signs’ own dates: 28 days each, Elder 29 with Dec 23, 365 in all', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(lunarMonths.map((m) => m.tree)).toEqual(signs.map((s) => s.tree));
    let total = 0;
    for (const month of lunarMonths) {
      const match = /^(\w{3}) (\d+) - (\w{3}) (\d+)$/.exec(month.dates);
      expect(match, month.dates).not.toBeNull();
      const [, m1, d1, m2, d2] = match ?? [];
      const start = Date.UTC(2021, months.indexOf(m1 ?? ''), Number(d1));
      let end = Date.UTC(2021, months.indexOf(m2 ?? ''), Number(d2));
      if (end < start) end = Date.UTC(2022, months.indexOf(m2 ?? ''), Number(d2));
      const days = (end - start) / 86_400_000 + 1;
      expect(days, month.tree).toBe(month.tree === 'Elder' ? 29 : 28);
      total += days;
    }
    expect(total).toBe(365);
    // One answer for every day: the tree month of a day is its sign's tree.
    for (let t = Date.UTC(2021, 0, 1); t < Date.UTC(2022, 0, 1); t += 86_400_000) {
      const day = new Date(t);
      const [month, date] = [day.getUTCMonth() + 1, day.getUTCDate()];
      const sign = findSignByDate(month, date);
      const holding = lunarMonths.filter((m) => {
        const value = month * 100 + date;
        const [start, end] = [m.start.month * 100 + m.start.day, m.end.month * 100 + m.end.day];
        return start <= end ? value >= start && value <= end : value >= start || value <= end;
      });
      expect(
        holding.map((m) => m.tree),
        `${month}-${date}`,
      ).toEqual([sign?.tree]);
    }
  });

  it('explains the 364-day year and the day out of time', () => {
    expect(lunarMonthsText).toContain('13 lunar months');
    expect(lunarMonthsText).toContain('364');
    expect(lunarMonthsText).toContain('day out of time');
  });
});
