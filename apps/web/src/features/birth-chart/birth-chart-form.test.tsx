import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/harness';
import { BirthChartForm } from './birth-chart-form';

const optionValues = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);

describe('BirthChartForm', () => {
  it('shows the given time zone at once and lists the others just after', async () => {
    renderScreen(
      <BirthChartForm
        initial={{ date: '1990-03-20', timeZone: 'Europe/Dublin' }}
        submitLabel="Draw my chart"
        onSubmit={() => {}}
      />,
    );
    const select = (await screen.findByLabelText('Time zone of the place')) as HTMLSelectElement;
    expect(select.value).toBe('Europe/Dublin');
    await waitFor(() => expect(optionValues(select)).toEqual(expect.arrayContaining(['UTC', 'Asia/Tokyo'])));
    expect(select.value).toBe('Europe/Dublin');
    expect(optionValues(select).filter((zone) => zone === 'Europe/Dublin')).toHaveLength(1);
  });
});
