import { birthChart } from '@celtic/zodiac-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, apiCalls, renderScreen, renderWithRouter, resetFakeApi } from '../../test/harness';
import { BirthSection } from '../profile/birth-section';
import { BirthChartView } from './birth-chart-view';

afterEach(resetFakeApi);

describe('BirthChartView', () => {
  it('draws the Moon lit to its fraction, the Ogham letter, the season and the sign on the wheel', async () => {
    const chart = birthChart('1990-06-15');
    renderWithRouter(<BirthChartView chart={chart} />);
    expect(await screen.findByRole('heading', { name: 'Seahorse · Oak' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Moon 58% lit' })).toBeTruthy();
    expect(screen.getByText('58% lit, waning')).toBeTruthy();
    expect(screen.getByText('No time given: the Moon is shown at local noon.')).toBeTruthy();
    const letter = screen.getByRole('img', { name: 'Ogham letter Duir' });
    // The stem and two strokes to the left of it.
    expect(letter.querySelectorAll('line')).toHaveLength(3);
    expect(screen.getByText('Beltane Quarter')).toBeTruthy();
    expect(screen.getByText(/^45 days after Beltane/)).toBeTruthy();
    expect(screen.getByText(/^47 days before Lughnasadh/)).toBeTruthy();
    expect(screen.getByText(chart.reading)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Seahorse,/, pressed: true })).toBeTruthy();
  });
});

describe('BirthSection', () => {
  it('keeps a birth date and shows its chart', async () => {
    let kept: { date: string; time: string | null; timeZone: string; updatedAt: string } | null = null;
    answer('birth.mine', () => ({ birth: kept }));
    answer('birth.keep', (input) => {
      const { date, time, timeZone } = input as { date: string; time: string | null; timeZone: string };
      kept = { date, time, timeZone, updatedAt: '2026-11-27T03:00:00.000Z' };
      return { birth: kept };
    });
    answer('birth.chart', (input) => {
      const { date, time, timeZone } = input as { date: string; time?: string; timeZone?: string };
      return birthChart(date, time, timeZone);
    });
    renderScreen(<BirthSection />);
    const button = await screen.findByRole('button', { name: 'Keep my birth date' });
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-06-15');
    await userEvent.click(button);
    expect(await screen.findByText('58% lit, waning')).toBeTruthy();
    expect(apiCalls.find((call) => call.path === 'birth.keep')?.input).toMatchObject({
      date: '1990-06-15',
      time: null,
    });
    expect(screen.getByRole('button', { name: 'Remove my birth date' })).toBeTruthy();
  });
});
