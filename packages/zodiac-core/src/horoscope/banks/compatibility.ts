import type { Locale } from '../../locale';
import { compatibility as de } from './de/compatibility';
import { compatibility as es } from './es/compatibility';
import type { CompatibilityWords } from './types';

/**
 * Each language's compatibility text but English's (compatibility.ts). Kept apart from the banks so that a
 * compatibility reading, which the web app also makes, does not pull in every language's horoscopes.
 */
export const compatibilityWords: Readonly<Partial<Record<Locale, CompatibilityWords>>> = { es, de };
