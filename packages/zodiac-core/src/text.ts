/** The first sentence of a text: up to the first `.`, `!` or `?` followed by a space or the end. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match?.[0] ?? text).trim();
}

/** Upper-cases the first letter, for phrases that open a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "three days", "one day"; numbers above ten stay as digits. */
export function daysText(count: number): string {
  const word = NUMBER_WORDS[count] ?? String(count);
  return count === 1 ? `${word} day` : `${word} days`;
}

/** "a" or "an" before a word, judged by its first letter. */
export function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
