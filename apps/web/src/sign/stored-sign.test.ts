import { getSign } from '@celtic/zodiac-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSign, removeStoredSign, storageKey, writeStoredSign } from './stored-sign';

const uid = 'user-123';
const key = storageKey(uid);

describe('stored sign', () => {
  beforeEach(() => localStorage.clear());

  it('uses one key per user', () => {
    expect(storageKey('abc')).toBe('userZodiacSign_abc');
  });

  it('round-trips a sign and resolves it against the static table', () => {
    const hawk = getSign('Hawk');
    if (!hawk) throw new Error('Hawk missing from zodiac-core');
    writeStoredSign(localStorage, uid, hawk);
    expect(readStoredSign(localStorage, uid)).toEqual(hawk);
    expect(readStoredSign(localStorage, 'someone-else')).toBeNull();
  });

  it('accepts an old copy with just a name and dateRange, returning the full sign', () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Wren', dateRange: 'whatever was stored' }));
    expect(readStoredSign(localStorage, uid)?.element).toBe('Fire');
    expect(localStorage.getItem(key)).not.toBeNull();
  });

  it.each([
    ['missing name', JSON.stringify({ dateRange: 'Dec 24 - Jan 20' })],
    ['missing dateRange', JSON.stringify({ name: 'Stag' })],
    ['empty name', JSON.stringify({ name: '', dateRange: 'x' })],
    ['unknown sign', JSON.stringify({ name: 'Dragon', dateRange: 'x' })],
    ['not an object', JSON.stringify('Stag')],
    ['null', 'null'],
    ['unparseable', '{not json'],
  ])('removes %s', (_label, raw) => {
    localStorage.setItem(key, raw);
    expect(readStoredSign(localStorage, uid)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('removes on request', () => {
    localStorage.setItem(key, '{}');
    removeStoredSign(localStorage, uid);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
