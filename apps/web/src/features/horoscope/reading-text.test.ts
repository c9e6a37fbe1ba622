import { describe, expect, it } from 'vitest';
import { composePeriodContent, composeReadingContent, horoscopeShareText } from './reading-text';

const horoscope = {
  date: '2026-11-26',
  general: 'The oak stands firm. ',
  love: 'Warmth finds you.',
  career: 'Finish what you began.',
  luckyNumber: 7,
  luckyColor: 'Forest Green',
};

describe('composeReadingContent', () => {
  it('puts the date first, then general, love and career under their labels, one paragraph each', () => {
    expect(composeReadingContent(horoscope)).toBe(
      '2026-11-26\n\nThe oak stands firm.\n\nLove: Warmth finds you.\n\nCareer: Finish what you began.',
    );
  });

  it('labels a period’s love and career too, after the period’s name', () => {
    const period = { overview: 'A long week.', love: 'Warmth.', career: 'Work.' };
    expect(composePeriodContent('Week 48, 2026', period)).toBe(
      'Week 48, 2026\n\nA long week.\n\nLove: Warmth.\n\nCareer: Work.',
    );
  });

  it('leaves out health and advice', () => {
    const content = composeReadingContent({ ...horoscope, health: 'Rest.', advice: 'Listen.' } as never);
    expect(content).not.toContain('Rest.');
    expect(content).not.toContain('Listen.');
  });
});

describe('horoscopeShareText', () => {
  it('carries sign, date, general, love, career, lucky number and colour', () => {
    const text = horoscopeShareText('Stag', horoscope);
    expect(text.split('\n')[0]).toBe('My Celtic horoscope for Stag (2026-11-26)');
    for (const part of [
      'The oak stands firm.',
      'Love: Warmth finds you.',
      'Career: Finish what you began.',
      'Lucky number: 7',
      'Lucky color: Forest Green',
    ]) {
      expect(text).toContain(part);
    }
  });
});
