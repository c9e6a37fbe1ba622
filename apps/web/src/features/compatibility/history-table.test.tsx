import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/harness';
import { setScreenWide } from '../../test/media';
import { toHistoryRows } from './history';
import { HistoryTable } from './history-table';

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

describe('HistoryTable', () => {
  it.each([true, false])(
    'says so when there is no history, including for a non-array answer (wide: %s)',
    (wide) => {
      setScreenWide(wide);
      render(<HistoryTable rows={toHistoryRows({ error: 'not a list' })} />);
      expect(screen.getByText("You haven't checked any compatibility yet.")).toBeTruthy();
    },
  );

  it('on a wide screen: a table with both signs, the percentage with a bar, and the date', () => {
    setScreenWide(true);
    const { container } = render(<HistoryTable rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['First Sign', 'Second Sign', 'Compatibility', 'Date']);
    expect(screen.getByText('Hawk')).toBeTruthy();
    expect(screen.getByText('Wolf')).toBeTruthy();
    expect(screen.getByText('84%')).toBeTruthy();
    expect(container.querySelector<HTMLElement>('[style*="width: 84%"]')).not.toBeNull();
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
  });

  it('on a narrow screen: one card per check, each value labelled with its column', () => {
    setScreenWide(false);
    const { container } = render(<HistoryTable rows={rows} />);
    expect(screen.queryByRole('table')).toBeNull();
    const item = within(screen.getByRole('list', { name: /Your compatibility checks/ })).getByRole(
      'listitem',
    );
    const pairs = [...item.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['First Sign', 'Hawk'],
      ['Second Sign', 'Wolf'],
      ['Compatibility', '84%'],
      ['Date', expect.stringContaining('2026')],
    ]);
    expect(container.querySelector<HTMLElement>('[style*="width: 84%"]')).not.toBeNull();
  });
});
