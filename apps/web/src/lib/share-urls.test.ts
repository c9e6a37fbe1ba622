import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { periodLabel } from '../features/horoscope/periods';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';
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
    expect(birthChartShareUrl('1990-06-15', null, 'UTC')).toBe(`${here}/share/birth-chart/1990-06-15`);
    // The time and zone go with the link: the recipient sees the sender's Moon.
    expect(birthChartShareUrl('1990-06-15', '08:30', 'Europe/Dublin')).toBe(
      `${here}/share/birth-chart/1990-06-15?time=08%3A30&timeZone=Europe%2FDublin`,
    );
    expect(birthChartShareUrl('1990-06-15', null, 'Asia/Tokyo')).toBe(
      `${here}/share/birth-chart/1990-06-15?timeZone=Asia%2FTokyo`,
    );
  });

  it('finds a saved daily reading’s page by the date its content opens with, and none for a period', () => {
    expect(savedReadingShareUrl({ zodiacSign: 'Cat', content: '2026-11-27\n\nThe Moon…' })).toBe(
      `${location.origin}/share/daily/cat/2026-11-27`,
    );
    expect(
      savedReadingShareUrl({ zodiacSign: 'Cat', content: 'Week 8, 2027 (22 Feb – 28 Feb)\n\nThe week…' }),
    ).toBe(`${location.origin}/share/weekly/cat/2027-W08`);
    expect(
      savedReadingShareUrl({ zodiacSign: 'Cat', content: 'November 2026\n\nThe month…' }),
    ).toBeUndefined();
    expect(savedReadingShareUrl({ zodiacSign: 'Cat', content: '2026\n\nThe year…' })).toBeUndefined();
    // What Save writes for a week opens with its label: the saved reading finds the same week's page.
    const content = `${periodLabel('week', '2026-01-01')}\n\nThe week…`;
    expect(savedReadingShareUrl({ zodiacSign: 'Wolf', content })).toBe(
      `${location.origin}/share/weekly/wolf/2026-W01`,
    );
  });

  it('finds a saved weekly reading’s page whatever language it was saved in', () => {
    for (const [locale, messages] of [
      ['es', es],
      ['de', de],
    ] as const) {
      i18n.loadAndActivate({ locale, messages });
      try {
        const content = `${periodLabel('week', '2026-11-27')}\n\n…`;
        expect(savedReadingShareUrl({ zodiacSign: 'Wolf', content }), content).toBe(
          `${location.origin}/share/weekly/wolf/2026-W48`,
        );
      } finally {
        i18n.loadAndActivate({ locale: 'en', messages: en });
      }
    }
  });
});
