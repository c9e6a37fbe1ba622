import { dailyHoroscopes } from '@celtic/db';
import { generateDailyHoroscope } from '@celtic/zodiac-core';
import { describe, expect, it, vi } from 'vitest';
import { dailyHoroscopeOnce } from './horoscope-memo';
import { useTestDb } from './test/helpers';

const testDb = useTestDb();

describe('dailyHoroscopeOnce', () => {
  it('stores the horoscope once and answers repeats without generating or querying again', async () => {
    const generate = vi.fn(() => generateDailyHoroscope('Hawk', '2026-05-01'));
    const first = await dailyHoroscopeOnce(testDb.db, 'Hawk', '2026-05-01', 'en', generate);
    const selectSpy = vi.spyOn(testDb.db, 'select');
    const again = await dailyHoroscopeOnce(testDb.db, 'Hawk', '2026-05-01', 'en', generate);
    expect(again).toEqual(first);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(selectSpy).not.toHaveBeenCalled();
    selectSpy.mockRestore();
    expect(await testDb.db.$count(dailyHoroscopes)).toBe(1);
  });

  it('keeps sign and date apart', async () => {
    const a = await dailyHoroscopeOnce(testDb.db, 'Cat', '2026-05-01', 'en', () =>
      generateDailyHoroscope('Cat', '2026-05-01'),
    );
    const b = await dailyHoroscopeOnce(testDb.db, 'Cat', '2026-05-02', 'en', () =>
      generateDailyHoroscope('Cat', '2026-05-02'),
    );
    expect(a.date).toBe('2026-05-01');
    expect(b.date).toBe('2026-05-02');
  });

  it('keeps each language apart: the same sign and date in Spanish is its own stored reading', async () => {
    const english = await dailyHoroscopeOnce(testDb.db, 'Wolf', '2026-05-04', 'en', () =>
      generateDailyHoroscope('Wolf', '2026-05-04'),
    );
    const spanish = await dailyHoroscopeOnce(testDb.db, 'Wolf', '2026-05-04', 'es', () =>
      generateDailyHoroscope('Wolf', '2026-05-04', 'es'),
    );
    expect(spanish).toEqual(generateDailyHoroscope('Wolf', '2026-05-04', 'es'));
    expect(spanish.general).not.toBe(english.general);
    const rows = (await testDb.db.select().from(dailyHoroscopes)).filter((row) => row.sign === 'Wolf');
    expect(rows.map((row) => row.locale).sort()).toEqual(['en', 'es']);
  });

  it('forgets a failed lookup so the next request tries again', async () => {
    const failing = () => {
      throw new Error('generator broke');
    };
    await expect(dailyHoroscopeOnce(testDb.db, 'Fox', '2026-05-03', 'en', failing)).rejects.toThrow(
      'generator broke',
    );
    const recovered = await dailyHoroscopeOnce(testDb.db, 'Fox', '2026-05-03', 'en', () =>
      generateDailyHoroscope('Fox', '2026-05-03'),
    );
    expect(recovered).toEqual(generateDailyHoroscope('Fox', '2026-05-03'));
  });
});
