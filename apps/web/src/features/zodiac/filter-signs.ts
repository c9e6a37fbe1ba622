import type { Sign } from '@celtic/zodiac-core';

type Searchable = Pick<Sign, 'name' | 'animal' | 'element'>;

/** Signs whose name, animal or element contains the query, ignoring case and surrounding spaces. */
export function filterSigns<T extends Searchable>(signs: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...signs];
  return signs.filter((sign) =>
    [sign.name, sign.animal, sign.element].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}
