import { festivalsIn, generateDailyHoroscope, type Locale, moonPhaseName } from '@celtic/zodiac-core';
import { notInLanguage } from '@celtic/zodiac-core/test-support';
import { describe, expect, it } from 'vitest';
import { buildFeed, type FeedWindow } from './feed';

// Around Samhain 2026, so the window holds a festival as well as readings and moon phases.
const window: FeedWindow = { today: '2026-10-28', first: '2026-10-21', last: '2026-11-27' };

function datesOf({ first, last }: FeedWindow): string[] {
  const dates: string[] = [];
  for (let ms = Date.parse(first); ms <= Date.parse(last); ms += 86_400_000) {
    dates.push(new Date(ms).toISOString().slice(0, 10));
  }
  return dates;
}

interface Event {
  uid: string;
  summary: string;
  description: string;
}

/** An iCalendar text's properties as written: folded lines joined, escapes read (RFC 5545 §3.1, §3.3.11). */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}
const value = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1');

function parse(text: string): { name: string; events: Event[] } {
  const lines = unfold(text);
  const events: Event[] = [];
  let event: Partial<Event> | null = null;
  let name = '';
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT' && event) {
      events.push({
        uid: event.uid ?? '',
        summary: event.summary ?? '',
        description: event.description ?? '',
      });
      event = null;
    } else if (line.startsWith('X-WR-CALNAME')) name = value(line);
    else if (event && line.startsWith('UID')) event.uid = value(line);
    else if (event && line.startsWith('SUMMARY')) event.summary = value(line);
    else if (event && line.startsWith('DESCRIPTION')) event.description = value(line);
  }
  return { name, events };
}

const feedIn = (locale: Locale) =>
  parse(
    buildFeed(
      'Wolf',
      window,
      datesOf(window).map((date) => generateDailyHoroscope('Wolf', date, locale)),
      locale,
    ),
  );

describe.each([
  ['es', 'Zodiaco celta: Lobo', 'Lobo: tu lectura celta', ['Amor', 'Trabajo', 'Salud', 'Consejo']],
  [
    'de',
    'Keltischer Tierkreis: Wolf',
    'Wolf: deine keltische Deutung',
    ['Liebe', 'Beruf', 'Gesundheit', 'Rat'],
  ],
] as const)('the feed in %s', (locale, calendarName, readingSummary, sections) => {
  const { name, events } = feedIn(locale);
  const kind = (prefix: string) => events.filter((event) => event.uid.startsWith(`wolf-${prefix}-`));

  it('names itself and every reading in the language, each reading written in it', () => {
    expect(name).toBe(calendarName);
    const daily = kind('daily');
    expect(daily).toHaveLength(datesOf(window).length);
    for (const event of daily) {
      expect(event.summary).toBe(readingSummary);
      for (const section of sections) expect(event.description).toContain(`\n\n${section}: `);
      expect(notInLanguage(event.description, locale), event.description).toBeNull();
      expect(event.description).not.toMatch(/\b(Love|Career|Health|Advice|Lucky)\b/);
    }
  });

  it('describes the fire festival in the language, under its Irish name', () => {
    const [samhain] = kind('festival');
    expect(samhain?.summary).toBe('Samhain');
    const described = festivalsIn(locale).find((festival) => festival.name === 'Samhain');
    expect(samhain?.description).toBe(described?.description);
    expect(notInLanguage(samhain?.description ?? '', locale)).toBeNull();
  });

  it('names the moon phases in the language', () => {
    const moons = kind('moon');
    expect(moons.length).toBeGreaterThanOrEqual(4);
    for (const moon of moons) {
      const english = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'].find((phase) =>
        moon.uid.includes(phase.toLowerCase().replace(' ', '-')),
      );
      expect(moon.summary).toBe(moonPhaseName(english ?? '', locale));
      expect(moon.description).toMatch(new RegExp(`^${moon.summary} .* \\d{2}:\\d{2} UTC$`));
    }
  });
});

describe('the feed in English', () => {
  it('describes the festival with the calendar’s English text', () => {
    const samhain = feedIn('en').events.find((event) => event.uid.startsWith('wolf-festival-'));
    expect(samhain?.description).toBe(
      festivalsIn('en').find((festival) => festival.name === 'Samhain')?.description,
    );
  });
});
