import { describe, expect, it } from 'vitest';
import { currentZoneName, timeZoneChoices, zoneFromText, zoneLabel } from './time-zones';

describe('timeZoneChoices', () => {
  it('lists current names only, the own zone first, then UTC', () => {
    const zones = timeZoneChoices('Asia/Calcutta');
    expect(zones[0]).toBe('Asia/Kolkata');
    expect(zones[1]).toBe('UTC');
    for (const old of ['Africa/Asmera', 'America/Godthab', 'Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon'])
      expect(zones, old).not.toContain(old);
    for (const current of [
      'Africa/Asmara',
      'America/Nuuk',
      'Europe/Kyiv',
      'Asia/Ho_Chi_Minh',
      'Europe/Dublin',
    ])
      expect(zones, current).toContain(current);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('names only zones the browser can use', () => {
    for (const zone of timeZoneChoices())
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});

describe('zoneFromText', () => {
  const zones = timeZoneChoices('Europe/Dublin');
  it('reads a zone typed with spaces, in any case, or under its old name', () => {
    expect(zoneFromText('america/new york', zones)).toBe('America/New_York');
    expect(zoneFromText(' Europe/Dublin ', zones)).toBe('Europe/Dublin');
    expect(zoneFromText('America/Godthab', zones)).toBe('America/Nuuk');
    expect(zoneFromText('new york', zones)).toBe('America/New_York');
    expect(zoneFromText('Kyiv', zones)).toBe('Europe/Kyiv');
    expect(zoneLabel('America/New_York')).toBe('America/New York');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
  });

  it('is null for a text that names no zone', () => {
    expect(zoneFromText('', zones)).toBeNull();
    expect(zoneFromText('Atlantis/Capital', zones)).toBeNull();
  });
});
