import { signNames } from '@celtic/zodiac-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idSchema, pageInput, signNameSchema, wholeNumber } from './shared';

describe('wholeNumber', () => {
  const limit = wholeNumber({ min: 1, max: 200, message: 'bad' });

  it('accepts exactly the whole numbers in range, as numbers or digit strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.integer().map(String)), (value) => {
        const parsed = limit.safeParse(value);
        const asNumber =
          typeof value === 'string' ? (/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN) : value;
        const valid = Number.isInteger(asNumber) && asNumber >= 1 && asNumber <= 200;
        expect(parsed.success).toBe(valid);
        if (parsed.success) expect(parsed.data).toBe(asNumber);
      }),
    );
  });

  it('refuses what z.coerce would let through', () => {
    for (const value of ['', ' 5', '5 ', '1e2', '0x10', '+5', '-1', '1.5', true, null, [], {}]) {
      expect(limit.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('keeps ids within PostgreSQL integer range', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(idSchema.safeParse('2147483648').success).toBe(false);
  });

  it('defaults the page to 50 items', () => {
    expect(pageInput.parse(undefined)).toEqual({ limit: 50 });
    expect(pageInput.parse({ limit: '7', before: '3' })).toEqual({ limit: 7, before: 3 });
  });
});

describe('signNameSchema', () => {
  it('normalises any letter case (and surrounding space) to the canonical name', () => {
    const caseVariant = fc
      .tuple(fc.constantFrom(...signNames), fc.infiniteStream(fc.boolean()))
      .map(([name, flips]) => [
        name,
        [...name].map((ch) => (flips.next().value ? ch.toUpperCase() : ch.toLowerCase())).join(''),
      ]);
    fc.assert(
      fc.property(caseVariant, ([name, variant]) => {
        expect(signNameSchema.parse(` ${variant} `)).toBe(name);
      }),
    );
  });

  it('names the unknown sign in its message', () => {
    const result = signNameSchema.safeParse('Dragon');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown zodiac sign "Dragon"');
  });
});
