import type { StatusFacts } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { daysShown, statusReport } from './status-report';

const at = (iso: string) => new Date(iso);
const day = (date: string, minutesUp: number, minutesPushLate = 0, firstMinute = `${date}T00:00:00Z`) => ({
  day: date,
  minutesUp,
  minutesPushLate,
  firstMinute: at(firstMinute),
});

describe('statusReport', () => {
  it('measures from the first heartbeat, counts whole minutes up to now, and caps a day at its minutes', () => {
    const facts: StatusFacts = {
      now: at('2026-11-29T10:05:30Z'),
      pushLate: false,
      // Started at 10:00 today; every minute so far has a heartbeat, the current one too.
      days: [day('2026-11-29', 6, 0, '2026-11-29T10:00:00Z')],
    };
    const report = statusReport(facts, facts.now, 'en');
    expect(report.days).toHaveLength(daysShown);
    expect(report.days[0]).toEqual({ date: '2026-09-01', api: null, push: null });
    expect(report.days.at(-1)).toEqual({ date: '2026-11-29', api: 100, push: 100 });
    expect(report.components).toEqual([
      { id: 'api', name: 'API', status: 'operational', uptime: 100 },
      { id: 'database', name: 'Database', status: 'operational', uptime: 100 },
      { id: 'push', name: 'Push notifications', status: 'operational', uptime: 100 },
    ]);
    expect(report.status).toBe('operational');
    expect(report.measuredSince).toBe('2026-11-29');
  });

  it('shows a server started this minute as up', () => {
    const facts: StatusFacts = {
      now: at('2026-11-29T10:00:12Z'),
      pushLate: false,
      days: [day('2026-11-29', 1, 0, '2026-11-29T10:00:00Z')],
    };
    const report = statusReport(facts, facts.now, 'en');
    expect(report.days.at(-1)).toEqual({ date: '2026-11-29', api: 100, push: 100 });
    expect(report.components[0]?.uptime).toBe(100);
  });

  it('counts a measured day without any heartbeat as down, and late pushes against push sending alone', () => {
    const facts: StatusFacts = {
      now: at('2026-11-29T00:00:00Z'),
      pushLate: true,
      days: [day('2026-11-26', 1440, 144), day('2026-11-28', 720)],
    };
    const report = statusReport(facts, facts.now, 'de');
    const last = report.days.slice(-4);
    expect(last).toEqual([
      { date: '2026-11-26', api: 100, push: 90 },
      { date: '2026-11-27', api: 0, push: 0 },
      { date: '2026-11-28', api: 50, push: 50 },
      // Today has no whole minute yet.
      { date: '2026-11-29', api: null, push: null },
    ]);
    // 2,160 of 4,320 minutes up; push 2,016.
    expect(report.components.map((component) => component.uptime)).toEqual([50, 50, 46.667]);
    expect(report.components.map((component) => component.name)).toEqual([
      'API',
      'Datenbank',
      'Push-Benachrichtigungen',
    ]);
    expect(report.components[2]?.status).toBe('degraded');
    expect(report.status).toBe('degraded');
  });

  it('says the database is down, and knows nothing of the past, when it did not answer', () => {
    const report = statusReport(null, at('2026-11-29T12:00:00Z'), 'es');
    expect(report).toEqual({
      status: 'outage',
      checkedAt: '2026-11-29T12:00:00.000Z',
      measuredSince: null,
      components: [
        { id: 'api', name: 'API', status: 'operational', uptime: null },
        { id: 'database', name: 'Base de datos', status: 'outage', uptime: null },
        { id: 'push', name: 'Notificaciones push', status: 'outage', uptime: null },
      ],
      days: [],
    });
  });

  it('never answers more than 100 or less than 0, whatever the rows say', () => {
    for (const minutesUp of [0, 1, 719, 1440]) {
      for (const late of [0, minutesUp]) {
        const facts: StatusFacts = {
          now: at('2026-11-29T06:00:00Z'),
          pushLate: false,
          days: [day('2026-11-28', minutesUp, late), day('2026-11-29', 1440, 0)],
        };
        for (const entry of statusReport(facts, facts.now, 'en').days) {
          for (const value of [entry.api, entry.push]) {
            if (value !== null) expect(value).toBeGreaterThanOrEqual(0);
            if (value !== null) expect(value).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  });
});
