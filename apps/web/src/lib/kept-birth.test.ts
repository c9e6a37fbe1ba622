import { describe, expect, it } from 'vitest';
import { BIRTH_KEY, deviceBirth, keepDeviceBirth } from './kept-birth';

describe('the birth kept on this device', () => {
  it('reads back what was kept', () => {
    keepDeviceBirth({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    expect(deviceBirth()).toEqual({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    keepDeviceBirth({ date: '1991-01-02' });
    expect(deviceBirth()).toEqual({ date: '1991-01-02', time: undefined, timeZone: undefined });
  });

  it('is null for nothing or for what this app did not write, and drops a bad time', () => {
    expect(deviceBirth()).toBeNull();
    localStorage.setItem(BIRTH_KEY, 'not json');
    expect(deviceBirth()).toBeNull();
    localStorage.setItem(BIRTH_KEY, JSON.stringify({ date: '15/06/1990' }));
    expect(deviceBirth()).toBeNull();
    localStorage.setItem(BIRTH_KEY, JSON.stringify({ date: '1990-06-15', time: '8h' }));
    expect(deviceBirth()).toEqual({ date: '1990-06-15', time: undefined, timeZone: undefined });
  });
});
