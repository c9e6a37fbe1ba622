import { describe, expect, it } from 'vitest';
import {
  nextBefore,
  readingShareText,
  removeReading,
  replaceReading,
  type SavedReading,
  selectFavorites,
  selectRecent,
} from './readings';

const reading = (id: number, readingDate: string, isFavorite = false): SavedReading => ({
  id,
  userId: 1,
  content: `reading ${id}`,
  zodiacSign: 'Stag',
  isFavorite,
  readingDate,
});

describe('selectRecent', () => {
  it('keeps the six newest by readingDate, whatever the input order', () => {
    const list = [
      reading(1, '2026-01-01T00:00:00Z'),
      reading(2, '2026-03-01T00:00:00Z'),
      reading(3, '2026-02-01T00:00:00Z'),
      reading(4, '2026-06-01T00:00:00Z'),
      reading(5, '2026-05-01T00:00:00Z'),
      reading(6, '2025-12-01T00:00:00Z'),
      reading(7, '2026-04-01T00:00:00Z'),
      reading(8, '2026-07-01T00:00:00Z'),
    ];
    expect(selectRecent(list).map((r) => r.id)).toEqual([8, 4, 5, 7, 2, 3]);
  });

  it('returns all when there are fewer than six, and breaks date ties by id', () => {
    const same = '2026-01-01T00:00:00Z';
    expect(selectRecent([reading(1, same), reading(2, same)]).map((r) => r.id)).toEqual([2, 1]);
    expect(selectRecent([])).toEqual([]);
  });

  it('does not reorder the input array', () => {
    const list = [reading(1, '2026-01-01T00:00:00Z'), reading(2, '2026-02-01T00:00:00Z')];
    selectRecent(list);
    expect(list.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('selectFavorites', () => {
  it('keeps only favourites', () => {
    const list = [reading(1, '2026-01-01', true), reading(2, '2026-01-02'), reading(3, '2026-01-03', true)];
    expect(selectFavorites(list).map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('nextBefore', () => {
  it('gives the last id of a full page and nothing after a short page', () => {
    expect(nextBefore([{ id: 9 }, { id: 7 }], 2)).toBe(7);
    expect(nextBefore([{ id: 9 }], 2)).toBeUndefined();
    expect(nextBefore([], 2)).toBeUndefined();
  });
});

describe('replaceReading / removeReading', () => {
  const pages = [[reading(3, '2026-01-03'), reading(2, '2026-01-02')], [reading(1, '2026-01-01')]];

  it('swaps in the server copy by id', () => {
    const updated = { ...reading(1, '2026-01-01'), isFavorite: true };
    const next = replaceReading(pages, updated);
    expect(next[1]?.[0]).toBe(updated);
    expect(next[0]).toEqual(pages[0]);
  });

  it('removes the deleted reading from whichever page holds it', () => {
    expect(removeReading(pages, 2).map((p) => p.map((r) => r.id))).toEqual([[3], [1]]);
  });
});

describe('readingShareText', () => {
  it('names the sign and carries the whole content', () => {
    expect(readingShareText({ zodiacSign: 'Wren', content: 'a\n\nb' })).toBe(
      'My saved Celtic Wren reading\n\na\n\nb',
    );
  });
});
