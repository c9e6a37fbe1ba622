import { festivals, lunarMonths } from '@celtic/zodiac-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/harness';
import { HistoryPage } from './history-page';

describe('HistoryPage', () => {
  it('opens on the calendar with festivals, quarters, both moon readings and the 13 months', () => {
    render(<HistoryPage />);
    const festivalTable = screen.getByRole('table', { name: 'The four Celtic fire festivals' });
    for (const f of festivals) expect(within(festivalTable).getByText(f.name)).toBeTruthy();
    expect(screen.getByText('Samhain Quarter')).toBeTruthy();
    expect(screen.getByText('Full Moon')).toBeTruthy();
    expect(screen.getByText(/another gives nine entries, again with the fifth being full/)).toBeTruthy();
    const months = screen.getByRole('table', { name: 'The thirteen tree months' });
    expect(within(months).getAllByRole('row')).toHaveLength(lunarMonths.length + 1);
    expect(lunarMonths).toHaveLength(13);
  });

  it('has the background and mythology tabs', async () => {
    const user = userEvent.setup();
    render(<HistoryPage />);
    await user.click(screen.getByRole('tab', { name: /Historical Background/ }));
    expect(screen.getByRole('heading', { name: 'The Coligny calendar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Robert Graves and the tree calendar' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Celtic Mythology/ }));
    for (const name of ['The Dagda', 'Brigid', 'Lugh', 'Cernunnos', 'The Morrígan', 'The Children of Lir']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
  });
});
