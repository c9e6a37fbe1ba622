import { intlLocale } from '../../i18n/format';
/**
 * "Thursday, 26 November 2026" for a YYYY-MM-DD string. Built from the parts so that the date
 * is not shifted by the time zone, which `new Date('2026-11-26')` (UTC midnight) would do.
 */
export function formatIsoDate(iso: string, locale: string = intlLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return date.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
