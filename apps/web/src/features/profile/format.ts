import { t } from '@lingui/core/macro';
import { intlLocale } from '../../i18n/format';

/** A Firebase metadata time (an HTTP date string) for display; "N/A" when missing or unreadable. */
export function formatAuthTime(value: string | null | undefined, locale: string = intlLocale()): string {
  if (!value) return t`N/A`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return t`N/A`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
