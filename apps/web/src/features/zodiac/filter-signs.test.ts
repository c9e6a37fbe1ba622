import { describe, expect, it } from 'vitest';
import { filterSigns } from './filter-signs';

const signs = [
  { name: 'Stag', animal: 'Stag', element: 'Earth' },
  { name: 'Cat', animal: 'Cat', element: 'Air' },
  { name: 'Snake', animal: 'Adder', element: 'Water' },
  { name: 'Hawk', animal: 'Hawk', element: 'Fire' },
] as const;

const names = (list: readonly { name: string }[]) => list.map((s) => s.name);

describe('filterSigns', () => {
  it('returns every sign for an empty or blank query', () => {
    expect(names(filterSigns(signs, ''))).toEqual(['Stag', 'Cat', 'Snake', 'Hawk']);
    expect(names(filterSigns(signs, '   '))).toEqual(['Stag', 'Cat', 'Snake', 'Hawk']);
  });

  it('matches the name case-insensitively', () => {
    expect(names(filterSigns(signs, 'hAwK'))).toEqual(['Hawk']);
  });

  it('matches the animal when it differs from the name', () => {
    expect(names(filterSigns(signs, 'adder'))).toEqual(['Snake']);
  });

  it('matches the element', () => {
    expect(names(filterSigns(signs, 'WATER'))).toEqual(['Snake']);
    expect(names(filterSigns(signs, 'earth'))).toEqual(['Stag']);
  });

  it('matches substrings and trims the query', () => {
    expect(names(filterSigns(signs, ' a '))).toEqual(['Stag', 'Cat', 'Snake', 'Hawk']);
    expect(names(filterSigns(signs, 'ir'))).toEqual(['Cat', 'Hawk']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterSigns(signs, 'dragon')).toEqual([]);
  });
});
