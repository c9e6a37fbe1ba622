/** A Firebase metadata time (an HTTP date string) for display; "N/A" when missing or unreadable. */
export function formatAuthTime(value: string | null | undefined, locale?: string): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
