import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../locales/de/messages.po';
import { messages as es } from '../locales/es/messages.po';

// The birth chart's "Nearest …" line names a principal phase, whose gender varies in Spanish (la Luna llena,
// el Cuarto menguante): the line's own words must agree with every one of them.
describe('the nearest principal phase', () => {
  const line = (nearestPhase: string, nearestAt: string) => msg`Nearest ${nearestPhase}: ${nearestAt}`;

  it('agrees with each phase in Spanish', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es } });
    for (const phase of ['Luna nueva', 'Cuarto creciente', 'Luna llena', 'Cuarto menguante']) {
      const text = i18n._(line(phase, '3 de junio'));
      expect(text, phase).toContain(phase);
      expect(text, phase).not.toMatch(
        /(Cuarto (creciente|menguante)) más cercana|Luna (nueva|llena) más cercano/,
      );
    }
  });

  it('reads as German', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de } });
    expect(i18n._(line('Vollmond', '3. Juni'))).not.toContain('Nächster Zeitpunkt');
  });
});
