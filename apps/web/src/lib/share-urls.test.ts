import { describe, expect, it } from 'vitest';
import {
  birthChartShareUrl,
  compatibilityShareUrl,
  dailyShareUrl,
  savedReadingShareUrl,
  weeklyShareUrl,
} from './share-urls';

describe('share URLs', () => {
  it('name the server’s public pages on this origin, signs in lower case', () => {
    const here = location.origin;
    expect(dailyShareUrl('Stag', '2026-11-27')).toBe(`${here}/share/daily/stag/2026-11-27`);
    expect(weeklyShareUrl('Wolf', '2026-W48')).toBe(`${here}/share/weekly/wolf/2026-W48`);
    expect(compatibilityShareUrl('Wolf', 'Hawk')).toBe(`${here}/share/compatibility/wolf/hawk`);
    expect(birthChartShareUrl('1990-06-15')).toBe(`${here}/share/birth-chart/1990-06-15`);
  });

  it('finds a saved daily reading’s page by the date its content opens with, and none for a period', () => {
    expect(savedReadingShareUrl({ zodiacSign: 'Cat', content: '2026-11-27\n\nThe Moon…' })).toBe(
      `${location.origin}/share/daily/cat/2026-11-27`,
    );
    expect(
      savedReadingShareUrl({ zodiacSign: 'Cat', content: 'November 2026\n\nThe month…' }),
    ).toBeUndefined();
  });
});
