import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreCompatibility } from './compatibility';
import { UnknownSignError } from './errors';
import { signNames } from './lookup';
import { signs } from './signs';
import type { Sign } from './types';

const anySign = fc.constantFrom(...signNames);
const anyCase = (name: string) => fc.constantFrom(name, name.toLowerCase(), name.toUpperCase());

const harmonious = (a: Sign, b: Sign) =>
  a.element === b.element || ['Air+Fire', 'Earth+Water'].includes([a.element, b.element].sort().join('+'));
const mutual = (a: Sign, b: Sign) => a.compatibility.includes(b.name) && b.compatibility.includes(a.name);

describe('scoreCompatibility', () => {
  it('is symmetric, deterministic and ignores case (property)', () => {
    fc.assert(
      fc.property(
        anySign.chain((a) => fc.tuple(fc.constant(a), anyCase(a))),
        anySign.chain((b) => fc.tuple(fc.constant(b), anyCase(b))),
        ([a, aCased], [b, bCased]) => {
          const result = scoreCompatibility(a, b);
          expect(scoreCompatibility(b, a)).toEqual(result);
          expect(scoreCompatibility(aCased, bCased)).toEqual(result);
        },
      ),
    );
  });

  it('scores whole numbers from 60 to 89 for every pair (property)', () => {
    fc.assert(
      fc.property(anySign, anySign, (a, b) => {
        const { score } = scoreCompatibility(a, b);
        return Number.isInteger(score) && score >= 60 && score <= 89;
      }),
    );
  });

  it('ranks mutual, harmonious pairs above unlisted clashing ones', () => {
    const best: number[] = [];
    const worst: number[] = [];
    for (const a of signs) {
      for (const b of signs) {
        if (a === b) continue;
        const { score } = scoreCompatibility(a.name, b.name);
        if (mutual(a, b) && harmonious(a, b)) best.push(score);
        const listed = a.compatibility.includes(b.name) || b.compatibility.includes(a.name);
        if (!listed && !harmonious(a, b)) worst.push(score);
      }
    }
    expect(best.length).toBeGreaterThan(0);
    expect(worst.length).toBeGreaterThan(0);
    expect(Math.min(...best)).toBeGreaterThan(Math.max(...worst));
    expect(scoreCompatibility('Hawk', 'Cat').score).toBeGreaterThan(
      scoreCompatibility('Hawk', 'Snake').score,
    );
  });

  it('describes each pair by name and element, differently for every pair', () => {
    const seen = new Set<string>();
    for (const a of signs) {
      for (const b of signs) {
        if (signs.indexOf(b) < signs.indexOf(a)) continue;
        const { description, strengths, challenges } = scoreCompatibility(a.name, b.name);
        expect(description).toContain(a.name);
        expect(description).toContain(b.name);
        expect(description).toContain(a.element);
        expect(description).toContain(b.element);
        expect(strengths.length).toBeGreaterThanOrEqual(2);
        expect(challenges.length).toBeGreaterThanOrEqual(2);
        for (const line of [description, ...strengths, ...challenges]) {
          expect(line).toMatch(/^[A-Z“].*[.!]$/);
          expect(line).not.toMatch(/undefined|\s{2}|\bthe the\b/);
        }
        seen.add(description);
      }
    }
    expect(seen.size).toBe((13 * 14) / 2);
  });

  it('gives same-sign pairs their own wording', () => {
    const result = scoreCompatibility('Wolf', 'wolf');
    expect(result.description).toMatch(/^Two Wolves together/);
    expect(result.description).toContain('Fire');
    expect(scoreCompatibility('Salmon', 'Salmon').description).toMatch(/^Two Salmon together/);
  });

  it('throws UnknownSignError naming the bad sign', () => {
    expect(() => scoreCompatibility('Stag', 'Dragon')).toThrow(UnknownSignError);
    try {
      scoreCompatibility('Griffin', 'Stag');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownSignError);
      expect((error as UnknownSignError).signName).toBe('Griffin');
      expect((error as Error).message).toContain('Griffin');
    }
  });
});
