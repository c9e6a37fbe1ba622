import { describe, expect, it } from 'vitest';
import { scoreCompatibility } from '../../compatibility';
import { scoreCompatibilityIn } from '../../compatibility-in';
import { getSign, signNames } from '../../lookup';
import type { Random } from '../../random';
import type { Sign, SignName } from '../../types';
import { compatibilityWords } from './compatibility';

// Always the first entry: the fixtures below read the words they expect without depending on a seed.
const first: Random = {
  next: () => 0,
  int: (min) => min,
  pick: (items) => {
    const item = items[0];
    if (item === undefined) throw new RangeError('empty');
    return item;
  },
  shuffle: (items) => [...items],
};

const sign = (name: SignName): Sign => {
  const found = getSign(name);
  if (!found) throw new Error(name);
  return found;
};

describe.each(['es', 'de'] as const)('compatibility in %s', (locale) => {
  it('keeps the English score, is symmetric, and writes every pair without leftovers', () => {
    for (const x of signNames) {
      for (const y of signNames) {
        const local = scoreCompatibilityIn(x, y, locale);
        expect(local).toEqual(scoreCompatibilityIn(y, x, locale));
        expect(local.score).toBe(scoreCompatibility(x, y).score);
        for (const text of [local.description, ...local.strengths, ...local.challenges]) {
          expect(text).toMatch(/^[\p{Lu}]/u);
          expect(text).toMatch(/\.$/);
          expect(text).not.toMatch(/undefined|\s{2}|\s[,.;:]|\b(the|and|with|your)\b/);
        }
      }
    }
  });
});

describe('compatibility agreement', () => {
  const pair = (locale: 'es' | 'de', a: SignName, b: SignName, fan: SignName) => {
    const words = compatibilityWords[locale];
    if (!words) throw new Error(`No compatibility words for ${locale}`);
    return words.pair({
      a: sign(a),
      b: sign(b),
      relation: 'mixed',
      link: 'one-way',
      fan: sign(fan),
      random: first,
    });
  };
  const same = (locale: 'es' | 'de', name: SignName) => {
    const words = compatibilityWords[locale];
    if (!words) throw new Error(`No compatibility words for ${locale}`);
    return words.same({ sign: sign(name), random: first });
  };

  it('Spanish: articles, "al" and "del", the gender of two of a sign', () => {
    expect(pair('es', 'Snake', 'Wolf', 'Snake').description).toContain(
      'La Serpiente cuenta al Lobo entre sus aliados',
    );
    expect(pair('es', 'Snake', 'Wolf', 'Wolf').description).toContain(
      'El Lobo cuenta a la Serpiente entre sus aliados',
    );
    expect(pair('es', 'Snake', 'Wolf', 'Wolf').description).toContain(
      'de la Serpiente se encuentra con el valor del Lobo',
    );
    expect(same('es', 'Butterfly').description).toMatch(
      /^Dos Mariposas juntas forman un espejo: ambas de agua, ambas regidas por la Luna/,
    );
    expect(same('es', 'Wolf').description).toMatch(
      /^Dos Lobos juntos forman un espejo: ambos de fuego, ambos regidos por Marte/,
    );
  });

  it('German: the cases of each sign, its possessive, "jeder, jede, jedes"', () => {
    expect(pair('de', 'Hawk', 'Snake', 'Hawk').description).toContain(
      'Der Falke zählt die Schlange zu seinen natürlichen Verbündeten',
    );
    expect(pair('de', 'Hawk', 'Snake', 'Snake').description).toContain(
      'Die Schlange zählt den Falken zu ihren natürlichen Verbündeten',
    );
    expect(pair('de', 'Hawk', 'Snake', 'Snake').description).toContain(
      'Der klare Blick des Falken trifft auf die Menschenkenntnis der Schlange',
    );
    expect(pair('de', 'Hawk', 'Cat', 'Cat').strengths[1]).toBe(
      'Der Falke bringt seinen klaren Blick mit, die Katze ihre scharfe Intuition.',
    );
    expect(same('de', 'Cat').description).toContain('wenn jede Katze ein wenig Raum für sich behält');
    expect(same('de', 'Horse').description).toContain('wenn jedes Pferd ein wenig Raum für sich behält');
    expect(same('de', 'Wolf').description).toMatch(
      /^Zwei Wölfe zusammen sind wie ein Spiegel: beide Feuerzeichen, beide von Mars regiert/,
    );
    expect(same('de', 'Seahorse').description).toContain('beide vom Mond regiert');
  });
});
