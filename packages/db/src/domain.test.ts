import { defaultLocale, defaultRole, locales, roles, signNames } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { defaultLocaleOfRows, defaultUserRole, localeList, roleRanking, signNameList } from './domain';

// The CHECK constraints in the committed migrations were generated from these lists.
describe('domain lists match @celtic/zodiac-core', () => {
  it('has the same 13 sign names in the same order', () => {
    expect([...signNameList]).toEqual([...signNames]);
  });

  it('ranks exactly the known roles and defaults to the same one', () => {
    expect([...roleRanking].sort()).toEqual([...roles].sort());
    expect(defaultUserRole).toBe(defaultRole);
  });

  it('stores the same languages, English by default', () => {
    expect([...localeList]).toEqual([...locales]);
    expect(defaultLocaleOfRows).toBe(defaultLocale);
  });
});
