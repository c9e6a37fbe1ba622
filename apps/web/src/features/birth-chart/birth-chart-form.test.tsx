import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/harness';
import { BirthChartForm } from './birth-chart-form';

const zoneField = async () => (await screen.findByLabelText('Time zone of the place')) as HTMLInputElement;
const suggestions = (input: HTMLInputElement) =>
  [...(input.list?.querySelectorAll('option') ?? [])].map((option) => option.value);

describe('BirthChartForm', { timeout: 20_000 }, () => {
  it('shows the given zone and, once used, suggests current zone names to search, its own first', async () => {
    renderScreen(
      <BirthChartForm
        initial={{ date: '1990-03-20', timeZone: 'Europe/Dublin' }}
        submitLabel="Draw my chart"
        onSubmit={() => {}}
      />,
    );
    const input = await zoneField();
    expect(input.value).toBe('Europe/Dublin');
    expect(input.getAttribute('list')).toBeTruthy();
    fireEvent.focus(input);
    const zones = suggestions(input);
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' ');
    expect(zones[0]).toBe(own === 'Asia/Calcutta' ? 'Asia/Kolkata' : own);
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'Asia/Tokyo', 'America/New York', 'America/Nuuk']));
    expect(zones).not.toContain('America/Godthab');
    expect(zones).not.toContain('Africa/Asmera');
  });

  it('sends the zone typed with spaces as its IANA name, and refuses a text that names no zone', async () => {
    const onSubmit = vi.fn();
    renderScreen(
      <BirthChartForm initial={{ date: '1990-03-20' }} submitLabel="Draw my chart" onSubmit={onSubmit} />,
    );
    const input = await zoneField();
    fireEvent.change(input, { target: { value: 'america/new york' } });
    fireEvent.submit(input.form as HTMLFormElement);
    expect(onSubmit).toHaveBeenLastCalledWith({
      date: '1990-03-20',
      time: undefined,
      timeZone: 'America/New_York',
    });

    fireEvent.change(input, { target: { value: 'Atlantis' } });
    fireEvent.blur(input);
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a time zone from the list');
    expect(input.validity.valid).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
