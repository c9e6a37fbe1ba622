import { describe, expect, it } from 'vitest';
import { compatibilityShareText, onePerPair, parseDetails, scoreLabel, toHistoryRows } from './history';

const record = {
  id: 3,
  userId: 9,
  firstSign: 'Stag',
  secondSign: 'Wolf',
  compatibilityScore: 81,
  compatibilityDetails: '{}',
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('toHistoryRows', () => {
  it('treats any non-array answer as an empty history', () => {
    for (const value of [null, undefined, {}, 'oops', 42, { items: [record] }]) {
      expect(toHistoryRows(value)).toEqual([]);
    }
  });

  it('maps records to rows in the order given', () => {
    const rows = toHistoryRows([record, { ...record, id: 2, firstSign: 'Cat', compatibilityScore: 64 }]);
    expect(rows).toEqual([
      { id: 3, firstSign: 'Stag', secondSign: 'Wolf', score: 81, createdAt: '2026-11-25T10:00:00.000Z' },
      { id: 2, firstSign: 'Cat', secondSign: 'Wolf', score: 64, createdAt: '2026-11-25T10:00:00.000Z' },
    ]);
  });

  it('skips malformed items and clamps the score to 0..100', () => {
    const rows = toHistoryRows([
      null,
      'x',
      { ...record, firstSign: 5 },
      { ...record, compatibilityScore: 140 },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.score).toBe(100);
  });
});

describe('parseDetails', () => {
  it('reads description, strengths and challenges', () => {
    const text = JSON.stringify({ description: 'D', strengths: ['a', 'b'], challenges: ['c'] });
    expect(parseDetails(text)).toEqual({ description: 'D', strengths: ['a', 'b'], challenges: ['c'] });
  });

  it('gives empty parts for bad JSON or wrong types instead of throwing', () => {
    const empty = { description: '', strengths: [], challenges: [] };
    expect(parseDetails('not json')).toEqual(empty);
    expect(parseDetails('null')).toEqual(empty);
    expect(parseDetails('{"description":1,"strengths":"a","challenges":[1,"ok"]}')).toEqual({
      ...empty,
      challenges: ['ok'],
    });
  });
});

describe('scoreLabel', () => {
  it('grades the 60..89 range', () => {
    expect(scoreLabel(60)).toBe('Growing together');
    expect(scoreLabel(70)).toBe('Good balance');
    expect(scoreLabel(80)).toBe('Strong harmony');
    expect(scoreLabel(89)).toBe('Kindred spirits');
  });
});

describe('compatibilityShareText', () => {
  it('leaves out an empty list', () => {
    const text = compatibilityShareText('Cat', 'Fox', 70, {
      description: 'D',
      strengths: [],
      challenges: ['c'],
    });
    expect(text).not.toContain('Strengths');
    expect(text).toContain('Challenges:\n• c');
  });

  it('names both signs with the score and lists strengths and challenges', () => {
    const text = compatibilityShareText('Stag', 'Wolf', 81, {
      description: 'Two steady hearts.',
      strengths: ['loyalty', 'patience'],
      challenges: ['stubbornness'],
    });
    expect(text).toBe(
      'Celtic compatibility: Stag & Wolf — 81%\n\nTwo steady hearts.\n\nStrengths:\n• loyalty\n• patience\n\nChallenges:\n• stubbornness',
    );
  });
});

describe('onePerPair', () => {
  it('keeps the first (newest) row of each pair, in either order', () => {
    const rows = [
      { id: 5, firstSign: 'Hawk', secondSign: 'Wolf' },
      { id: 4, firstSign: 'Wolf', secondSign: 'Wolf' },
      { id: 3, firstSign: 'Wolf', secondSign: 'Hawk' },
      { id: 2, firstSign: 'Stag', secondSign: 'Wolf' },
      { id: 1, firstSign: 'Hawk', secondSign: 'Wolf' },
    ];
    expect(onePerPair(rows).map((r) => r.id)).toEqual([5, 4, 2]);
  });
});
