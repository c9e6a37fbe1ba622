import { type Locale, locales } from '@celtic/zodiac-core';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';
import { activateLocale } from './catalogues';
import { apiLocale, localeNames, storeLocale } from './locales';

/** Shows the app in `locale` now and on this browser's next visits. */
export async function applyLocale(locale: Locale): Promise<void> {
  storeLocale(localStorage, locale);
  await activateLocale(locale);
}

/**
 * The language menu (the header, /login, /profile). `onChoose` does what choosing means where it is shown: on
 * /login only this browser remembers it; signed in, the user's stored language changes too
 * (features/shell/use-choose-locale.ts).
 */
export function LanguageMenu({
  onChoose = applyLocale,
  className,
  label,
}: {
  onChoose?: (locale: Locale) => Promise<void>;
  className?: string;
  /** A visible label; without one the menu is labelled for screen readers only. */
  label?: string;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {label ? (
        <label htmlFor={id} className="text-sm font-medium text-parchment">
          {label}
        </label>
      ) : (
        <Languages aria-hidden className="size-4 text-gold" />
      )}
      <select
        id={id}
        aria-label={label ? undefined : t`Language`}
        value={apiLocale(i18n.locale)}
        onChange={(event) => void onChoose(event.target.value as Locale)}
        className="focus-ring rounded-md border border-gold/25 bg-forest-900 px-2 py-1 text-sm text-parchment"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
