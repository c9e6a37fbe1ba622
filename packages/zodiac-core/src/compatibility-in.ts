import { type CompatibilityResult, orderedPair, pairFacts, scoreCompatibility } from './compatibility';
import { compatibilityWords } from './horoscope/banks/compatibility';
import type { Locale } from './locale';
import { seededRandom } from './random';

/**
 * The compatibility reading of two signs in a language: the English score, the language's own text
 * (horoscope/banks/<code>/compatibility.ts), deterministic and symmetric like the English one.
 */
export function scoreCompatibilityIn(first: string, second: string, locale: Locale): CompatibilityResult {
  const english = scoreCompatibility(first, second);
  const words = compatibilityWords[locale];
  if (!words) return english;
  const [a, b] = orderedPair(first, second);
  const random = seededRandom(`compatibility|${a.name}|${b.name}|${locale}`);
  const text = a === b ? words.same({ sign: a, random }) : words.pair({ a, b, ...pairFacts(a, b), random });
  return { score: english.score, ...text };
}
