import { colors as de } from './de/colors';
import { colors as es } from './es/colors';

/**
 * The lucky colours' names in every language but English, by their English name. Kept apart from the banks
 * (plain data, no imports) so the colour table can read them without importing the generator.
 */
export const translatedColors: readonly Readonly<Record<string, string>>[] = [es, de];
