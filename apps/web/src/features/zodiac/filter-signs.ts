import type { Sign } from '@celtic/zodiac-core';

type Searchable = Pick<Sign, 'name' | 'animal' | 'element'> & { displayName?: string; elementName?: string };

/**
 * Signs whose name, animal or element contains the query, ignoring case and surrounding spaces; the names shown
 * in another language (`displayName`, `elementName`) match as well as the English ones.
 */
export function filterSigns<T extends Searchable>(signs: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...signs];
  return signs.filter((sign) =>
    [sign.name, sign.displayName, sign.animal, sign.element, sign.elementName].some((field) =>
      field?.toLocaleLowerCase().includes(needle),
    ),
  );
}
