import { generatePeriodHoroscope, moonPhaseName, quarterName, signs, treeName } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as es } from '../../locales/es/messages.po';
import { render } from '../../test/harness';
import { PeriodCard } from './period-card';

describe('the sky of a period reading', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
  });

  it('names moon phases, quarters and trees in the language shown', () => {
    const sign = signs.find((s) => s.name === 'Stag');
    if (!sign) throw new Error('no sign');
    // November holds Samhain, which opens a quarter, two tree months and the principal moon phases.
    const reading = generatePeriodHoroscope(sign.name, 'month', '2031-11', 'es');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    const { container } = render(
      <PeriodCard sign={sign} reading={reading} label="noviembre" actions={null} />,
    );
    const text = container.textContent ?? '';
    const { moonPhases, quarterChanges, treeMonths } = reading.sky;
    expect(moonPhases.length).toBeGreaterThan(0);
    expect(quarterChanges.length).toBeGreaterThan(0);
    expect(treeMonths.length).toBeGreaterThan(0);
    for (const phase of moonPhases) {
      expect(text).toContain(moonPhaseName(phase.phase, 'es'));
      if (moonPhaseName(phase.phase, 'es') !== phase.phase) expect(text).not.toContain(phase.phase);
    }
    for (const change of quarterChanges) expect(text).toContain(quarterName(change.quarter, 'es'));
    for (const month of treeMonths) expect(text).toContain(treeName(month.tree, 'es'));
    expect(screen.getByRole('heading', { name: /El cielo|Cielo/i })).toBeTruthy();
  });
});
