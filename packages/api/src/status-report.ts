/**
 * The status page's answer from the heartbeat's facts (@celtic/db `statusFacts`): each component now, and its
 * uptime per UTC day and over the days shown. A minute counts as measured from the first heartbeat of those
 * days on (before it, nothing was running to say so), up to the last whole minute, and the minute under way once
 * it has its heartbeat; a measured minute without a heartbeat is a minute the service was down.
 */
import type { StatusFacts } from '@celtic/db';
import type { Locale } from '@celtic/zodiac-core';
import type { ComponentId, ServiceState, StatusReport } from './schemas/status';

const minuteMs = 60_000;
const dayMs = 86_400_000;
export const daysShown = 90;

const componentNames: Record<Locale, Record<ComponentId, string>> = {
  en: { api: 'API', database: 'Database', push: 'Push notifications' },
  es: { api: 'API', database: 'Base de datos', push: 'Notificaciones push' },
  de: { api: 'API', database: 'Datenbank', push: 'Push-Benachrichtigungen' },
};

const worstFirst: readonly ServiceState[] = ['outage', 'degraded', 'operational'];
const worst = (states: ServiceState[]) => worstFirst.find((state) => states.includes(state)) ?? 'operational';

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100_000) / 1000;

/** `facts` null: the database did not answer, so nothing of the past can be read. */
export function statusReport(facts: StatusFacts | null, checkedAt: Date, locale: Locale): StatusReport {
  const names = componentNames[locale];
  const component = (id: ComponentId, status: ServiceState, uptime: number | null) => ({
    id,
    name: names[id],
    status,
    uptime,
  });
  if (facts === null) {
    const components = [
      component('api', 'operational', null),
      component('database', 'outage', null),
      component('push', 'outage', null),
    ];
    return {
      status: 'outage',
      checkedAt: checkedAt.toISOString(),
      measuredSince: null,
      components,
      days: [],
    };
  }

  const now = Math.floor(facts.now.getTime() / minuteMs) * minuteMs;
  const today = Math.floor(now / dayMs) * dayMs;
  const byDay = new Map(facts.days.map((day) => [day.day, day]));
  const measuredFrom = facts.days[0]?.firstMinute.getTime() ?? now;
  let measured = 0;
  let up = 0;
  let pushUp = 0;
  const days = Array.from({ length: daysShown }, (_, index) => {
    const start = today - (daysShown - 1 - index) * dayMs;
    const date = new Date(start).toISOString().slice(0, 10);
    const whole = Math.max(
      0,
      Math.floor((Math.min(start + dayMs, now) - Math.max(start, measuredFrom)) / minuteMs),
    );
    const row = byDay.get(date);
    // Today's minute under way counts once it has its heartbeat, and not against it before.
    const minutes = start === today && (row?.minutesUp ?? 0) > whole ? whole + 1 : whole;
    const dayUp = Math.min(row?.minutesUp ?? 0, minutes);
    const dayPushUp = Math.max(0, dayUp - (row?.minutesPushLate ?? 0));
    measured += minutes;
    up += dayUp;
    pushUp += dayPushUp;
    return { date, api: percent(dayUp, minutes), push: percent(dayPushUp, minutes) };
  });

  const pushState: ServiceState = facts.pushLate ? 'degraded' : 'operational';
  const components = [
    component('api', 'operational', percent(up, measured)),
    component('database', 'operational', percent(up, measured)),
    component('push', pushState, percent(pushUp, measured)),
  ];
  return {
    status: worst(components.map((entry) => entry.status)),
    checkedAt: checkedAt.toISOString(),
    measuredSince: facts.days[0]?.day ?? null,
    components,
    days,
  };
}
