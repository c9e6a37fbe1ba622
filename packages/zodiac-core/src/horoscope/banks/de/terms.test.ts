import { describe, expect, it } from 'vitest';
import { quarters } from '../../../calendar';
import { moonPhaseName, quarterName } from '../../../content';
import { phases, quarters as quarterVoices } from './voices';

// One word for one thing on a page: the names the calendar shows and the words the readings use agree.
describe('German terms', () => {
  it('calls the gibbous moons Dreiviertelmond, as names and in the readings', () => {
    expect(moonPhaseName('Waxing Gibbous', 'de')).toBe('Zunehmender Dreiviertelmond');
    expect(moonPhaseName('Waning Gibbous', 'de')).toBe('Abnehmender Dreiviertelmond');
    expect(phases['Waning Gibbous']?.nom).toBe('der abnehmende Dreiviertelmond');
    expect(phases['Waxing Gibbous']?.dat).toBe('dem zunehmenden Dreiviertelmond');
  });

  it('names each quarter in the readings as the calendar does (Beltane-Viertel, not Beltane-Zeit)', () => {
    for (const { name } of quarters) {
      const shown = quarterName(name, 'de');
      expect(quarterVoices[name]?.nom, name).toBe(`das ${shown}`);
      expect(quarterVoices[name]?.dat, name).toBe(`dem ${shown}`);
    }
  });
});
