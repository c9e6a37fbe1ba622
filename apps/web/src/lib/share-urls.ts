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
export const birthChartShareUrl = (date: string) => `${origin()}/share/birth-chart/${date}`;

/** The daily share page of a saved reading, when its content opens with the reading's date (YYYY-MM-DD). */
export function savedReadingShareUrl(reading: { zodiacSign: string; content: string }): string | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})\s/.exec(reading.content)?.[1];
  return date ? dailyShareUrl(reading.zodiacSign, date) : undefined;
}
