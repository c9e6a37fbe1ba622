import { getSign } from '@celtic/zodiac-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  chosenAtKey,
  readChosenAt,
  readStoredSign,
  removeStoredSign,
  storageKey,
  writeCleared,
  writeStoredSign,
} from './stored-sign';

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
    writeStoredSign(localStorage, uid, hawk, '2026-11-28T09:30:00.000Z');
    expect(readStoredSign(localStorage, uid)).toEqual(hawk);
    expect(readChosenAt(localStorage, uid)).toBe('2026-11-28T09:30:00.000Z');
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

  it('removes on request, with the time of the choice', () => {
    localStorage.setItem(key, '{}');
    localStorage.setItem(chosenAtKey(uid), '2026-11-28T09:30:00.000Z');
    removeStoredSign(localStorage, uid);
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(chosenAtKey(uid))).toBeNull();
  });

  it('keeps a clearing as no sign with its time, and drops a time that is not one', () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Wren', dateRange: 'x' }));
    writeCleared(localStorage, uid, '2026-11-28T10:00:00.000Z');
    expect(readStoredSign(localStorage, uid)).toBeNull();
    expect(readChosenAt(localStorage, uid)).toBe('2026-11-28T10:00:00.000Z');
    localStorage.setItem(chosenAtKey(uid), 'last Tuesday');
    expect(readChosenAt(localStorage, uid)).toBeNull();
    expect(localStorage.getItem(chosenAtKey(uid))).toBeNull();
  });
});
