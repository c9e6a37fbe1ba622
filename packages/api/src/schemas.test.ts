import { signNames } from '@celtic/zodiac-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './schemas';
import { idSchema, inputLimits, pageInput, signNameSchema, wholeNumber } from './schemas';

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

describe('string input limits', () => {
  /** Every string in a JSON schema that is not a fixed value, with its path. */
  function openStrings(node: unknown, path: string, found: { path: string; maxLength?: unknown }[]): void {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        openStrings(item, `${path}[${index}]`, found);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.type === 'string' && record.const === undefined && record.enum === undefined) {
      found.push({ path, maxLength: record.maxLength });
    }
    for (const [key, value] of Object.entries(record)) openStrings(value, `${path}.${key}`, found);
  }

  const inputs = (Object.entries(schemas) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodType] => entry[0].endsWith('Input') && entry[1] instanceof z.ZodType,
  );

  it('gives every string of every input schema a maximum length', () => {
    expect(inputs.length).toBeGreaterThan(10);
    const unbounded: string[] = [];
    for (const [name, schema] of inputs) {
      const found: { path: string; maxLength?: unknown }[] = [];
      openStrings(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name, found);
      for (const entry of found) if (typeof entry.maxLength !== 'number') unbounded.push(entry.path);
    }
    expect(unbounded).toEqual([]);
  });

  it('refuses an over-long value with a message saying the limit', () => {
    const tooLongUid = 'u'.repeat(inputLimits.uid + 1);
    expect(schemas.uidInput.safeParse({ uid: 'u'.repeat(inputLimits.uid) }).success).toBe(true);
    expect(schemas.uidInput.safeParse({ uid: tooLongUid }).error?.issues[0]).toMatchObject({
      path: ['uid'],
      message: `Too long (at most ${inputLimits.uid} characters)`,
    });
    expect(
      schemas.roleInput.safeParse({ uid: 'u', email: `${'e'.repeat(inputLimits.email)}@x.io` }).error
        ?.issues[0],
    ).toMatchObject({ path: ['email'], message: `Too long (at most ${inputLimits.email} characters)` });
    expect(
      schemas.updateZodiacInput.safeParse({ id: 'me', zodiacSign: null, firebaseUid: tooLongUid }).error
        ?.issues[0],
    ).toMatchObject({ path: ['firebaseUid'], message: `Too long (at most ${inputLimits.uid} characters)` });
    expect(
      schemas.compatibilityCheckInput.safeParse({ firstSign: 'Stag'.repeat(20), secondSign: 'Owl' }).error
        ?.issues[0],
    ).toMatchObject({
      path: ['firstSign'],
      message: `Too long (at most ${inputLimits.signName} characters)`,
    });
    expect(schemas.calendarInput.safeParse({ date: '2026-11-01T00:00' }).error?.issues[0]).toMatchObject({
      path: ['date'],
      message: 'Expected a date written YYYY-MM-DD',
    });
  });

  it('leaves room for the longest sign name with space around it', () => {
    const longest = Math.max(...signNames.map((name) => name.length));
    expect(longest + 2).toBeLessThanOrEqual(inputLimits.signName);
  });
});
