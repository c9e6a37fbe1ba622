import { describe, expect, it } from 'vitest';
import {
  forgetAccount,
  isValidEmail,
  RECENT_ACCOUNTS_KEY,
  readRecentAccounts,
  rememberAccount,
  subForEmail,
} from './recent-accounts';

describe('recent accounts', () => {
  it('derives one stable uid per email, whatever its case', () => {
    expect(subForEmail('Ada@Example.com')).toBe(subForEmail(' ada@example.com '));
    expect(subForEmail('ada@example.com')).not.toBe(subForEmail('finn@example.com'));
    expect(subForEmail('ada@example.com')).toMatch(/^emu-[0-9a-f]{8}$/);
  });

  it('validates emails', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('no spaces@b.co')).toBe(false);
  });

  it('keeps the newest first, five at most, without duplicates', () => {
    for (let i = 0; i < 7; i++) rememberAccount({ sub: `s${i}`, email: `u${i}@x.io`, name: `U${i}` });
    rememberAccount({ sub: 's3', email: 'u3@x.io', name: 'U3' });
    const list = readRecentAccounts();
    expect(list.map((a) => a.sub)).toEqual(['s3', 's6', 's5', 's4', 's2']);
    forgetAccount('s6');
    expect(readRecentAccounts().map((a) => a.sub)).toEqual(['s3', 's5', 's4', 's2']);
  });

  it('ignores broken or foreign data', () => {
    localStorage.setItem(RECENT_ACCOUNTS_KEY, '{broken');
    expect(readRecentAccounts()).toEqual([]);
    localStorage.setItem(
      RECENT_ACCOUNTS_KEY,
      JSON.stringify([{ sub: 1 }, { sub: 'a', email: 'bad', name: 'x' }]),
    );
    expect(readRecentAccounts()).toEqual([]);
  });
});
