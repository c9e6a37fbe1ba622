import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/harness';
import { ZodiacPage } from './zodiac-page';

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('ZodiacPage', () => {
  it('shows all thirteen signs in the grid first', async () => {
    renderWithRouter(<ZodiacPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The 13 Celtic Zodiac Signs' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Grid View/ }).getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toHaveLength(13);
    expect(screen.getByText('All 13 signs')).toBeTruthy();
  });

  it('filters by element, case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ZodiacPage />);
    const search = await screen.findByRole('searchbox', { name: /Search signs/ });
    await user.type(search, 'WATER');
    expect(cardNames()).toEqual(['Snake', 'Seahorse', 'Swan', 'Butterfly']);
    expect(screen.getByText('4 of 13 signs match')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'dragon');
    expect(screen.getByText(/No signs match “dragon”/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Clear search/ }));
    expect(cardNames()).toHaveLength(13);
  });

  it('preselects the first sign and opens another in the detailed view', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ZodiacPage />);
    await user.click(await screen.findByRole('tab', { name: /Detailed View/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Stag' })).toBeTruthy();
    for (const section of ['Personality', 'Strengths', 'Challenges', 'Mythology', 'Compatibility']) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeTruthy();
    }

    await user.click(screen.getByRole('tab', { name: /Grid View/ }));
    await user.click(screen.getByRole('button', { name: 'Read more about the Hawk' }));
    expect(screen.getByRole('tab', { name: /Detailed View/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Hawk' })).toBeTruthy();
  });
});
