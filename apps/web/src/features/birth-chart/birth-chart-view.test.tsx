import { birthChart, signs } from '@celtic/zodiac-core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/color';
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

/** `rgb(212, 75, 59)` (what the DOM gives back for a colour) as `#d44b3b`. */
function hexOf(rgb: string): string {
  const parts = rgb.match(/\d+/g) ?? [];
  return `#${parts.map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
}

describe("the chart's sign badge", () => {
  // One birth date in each sign's month (its start date, in 1990).
  const pad = (n: number) => String(n).padStart(2, '0');
  it.each(
    signs.map(({ name, startDate: { month, day } }) => [name, `1990-${pad(month)}-${pad(day)}`] as const),
  )("reads at 4.5:1 on %s's colour", async (_name, date) => {
    const { container } = renderWithRouter(<BirthChartView chart={birthChart(date)} />);
    const badge = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('section > div > span[aria-hidden]');
      if (!found) throw new Error('no badge yet');
      return found;
    });
    const ratio = contrastRatio(hexOf(badge.style.backgroundColor), hexOf(badge.style.color));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
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
