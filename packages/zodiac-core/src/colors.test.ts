import { describe, expect, it } from 'vitest';
import { colorFromName, luckyColorNames } from './colors';
import { translatedColors } from './horoscope/banks/colors';

describe('colour names', () => {
  it('has about fifty Title Case names', () => {
    expect(luckyColorNames.length).toBeGreaterThanOrEqual(45);
    expect(new Set(luckyColorNames.map((n) => n.toLowerCase())).size).toBe(luckyColorNames.length);
    for (const name of luckyColorNames) expect(name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(luckyColorNames).toEqual(expect.arrayContaining(['Forest Green', 'Silver', 'Amber']));
  });

  it('maps every name to a hex colour, ignoring case and spacing', () => {
    for (const name of luckyColorNames) expect(colorFromName(name)).toMatch(/^#[0-9A-F]{6}$/);
    expect(colorFromName('forest green')).toBe('#228B22');
    expect(colorFromName('  FOREST   GREEN ')).toBe('#228B22');
    expect(colorFromName('Silver')).toBe('#C0C0C0');
  });

  it('names every colour in every language, once, drawn with the English name’s hex', () => {
    for (const names of translatedColors) {
      expect(Object.keys(names).sort()).toEqual([...luckyColorNames].sort());
      const shown = Object.values(names).map((name) => name.toLowerCase());
      expect(new Set(shown).size).toBe(shown.length);
      for (const [english, name] of Object.entries(names)) {
        expect(colorFromName(name), name).toBe(colorFromName(english));
      }
    }
    expect(colorFromName('verde bosque')).toBe('#228B22');
    expect(colorFromName('Waldgrün')).toBe('#228B22');
  });

  it('falls back to emerald green for unknown names', () => {
    expect(colorFromName('Octarine')).toBe('#50C878');
    expect(colorFromName('')).toBe('#50C878');
  });
});
