import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toHistoryRows } from './history';
import { HistoryTable } from './history-table';

describe('HistoryTable', () => {
  it('says so when there is no history, including for a non-array answer', () => {
    render(<HistoryTable rows={toHistoryRows({ error: 'not a list' })} />);
    expect(screen.getByText("You haven't checked any compatibility yet.")).toBeTruthy();
  });

  it('shows both signs, the percentage with a bar, and the date', () => {
    const rows = toHistoryRows([
      {
        id: 1,
        userId: 1,
        firstSign: 'Hawk',
        secondSign: 'Wolf',
        compatibilityScore: 84,
        compatibilityDetails: '{}',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
    const { container } = render(<HistoryTable rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['First Sign', 'Second Sign', 'Compatibility', 'Date']);
    expect(screen.getByText('Hawk')).toBeTruthy();
    expect(screen.getByText('Wolf')).toBeTruthy();
    expect(screen.getByText('84%')).toBeTruthy();
    expect(container.querySelector<HTMLElement>('[style*="width: 84%"]')).not.toBeNull();
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
  });
});
