/**
 * The public share pages the server renders (apps/server/src/share): the same reading for everyone of a sign, so
 * a link carries nothing personal. Premium readings (month, year) have none.
 */
const origin = () => (typeof location === 'undefined' ? '' : location.origin);
const slug = (sign: string) => encodeURIComponent(sign.toLowerCase());

export const dailyShareUrl = (sign: string, date: string) => `${origin()}/share/daily/${slug(sign)}/${date}`;
export const weeklyShareUrl = (sign: string, week: string) =>
  `${origin()}/share/weekly/${slug(sign)}/${week}`;
export const compatibilityShareUrl = (first: string, second: string) =>
  `${origin()}/share/compatibility/${slug(first)}/${slug(second)}`;
/** A birth chart's page keeps its time and zone: another hour can be another Moon. UTC, the default, is left out. */
export function birthChartShareUrl(date: string, time?: string | null, timeZone?: string): string {
  const query = new URLSearchParams();
  if (time) query.set('time', time);
  if (timeZone && timeZone !== 'UTC') query.set('timeZone', timeZone);
  const text = query.toString();
  return `${origin()}/share/birth-chart/${date}${text ? `?${text}` : ''}`;
}

// How a week's label opens in each language the app writes ("Week 48, 2026 (…)", "Semana 48 de 2026 (…)",
// "Woche 48, 2026 (…)", as periodLabel writes it): a reading saved in any of them keeps its share link.
const weekLabel = /^(?:Week|Woche) (\d{1,2}), (\d{4}) \(|^Semana (\d{1,2}) de (\d{4}) \(/;

/**
 * The share page of a saved reading, from the line its content opens with: a day's date (YYYY-MM-DD) or a week's
 * label in any language. Saved monthly and yearly readings have no public page.
 */
export function savedReadingShareUrl(reading: { zodiacSign: string; content: string }): string | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})\s/.exec(reading.content)?.[1];
  if (date) return dailyShareUrl(reading.zodiacSign, date);
  const week = weekLabel.exec(reading.content);
  if (!week) return undefined;
  const number = week[1] ?? week[3] ?? '';
  const year = week[2] ?? week[4] ?? '';
  return weeklyShareUrl(reading.zodiacSign, `${year}-W${number.padStart(2, '0')}`);
}
