import { readdirSync } from 'node:fs';
import { signNames } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin';
import * as birth from './birth';
import * as calendar from './calendar';
import * as compatibility from './compatibility';
import * as feeds from './feeds';
import * as horoscope from './horoscope';
import * as keys from './keys';
import * as push from './push';
import * as readings from './readings';
import * as reminder from './reminder';
import * as shared from './shared';
import * as signs from './signs';
import * as status from './status';
import * as user from './user';

/** Every schema module, by file name: a router's module added without being listed here fails the first test. */
const modules: Record<string, Record<string, unknown>> = {
  admin,
  birth,
  calendar,
  compatibility,
  feeds,
  horoscope,
  keys,
  push,
  readings,
  reminder,
  shared,
  signs,
  status,
  user,
};
const schemas = Object.assign({}, ...Object.values(modules)) as typeof calendar &
  typeof compatibility &
  typeof user;
const { inputLimits } = shared;

describe('string input limits', () => {
  it('covers every schema module', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(modules).sort()).toEqual(files.sort());
  });

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
