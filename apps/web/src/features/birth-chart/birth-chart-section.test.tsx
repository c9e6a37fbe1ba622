import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceBirth, keepDeviceBirth } from '../../lib/kept-birth';
import { answer, renderScreen, resetFakeApi } from '../../test/harness';
import { BirthSection } from '../profile/birth-section';
import { BirthChartSection } from './birth-chart-section';

afterEach(() => resetFakeApi());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('one birth date, entered once', { timeout: 20_000 }, () => {
  it('fills /birth-chart from the birth date kept on the profile', async () => {
    answer('birth.mine', () => ({
      birth: {
        date: '1984-02-29',
        time: '23:10',
        timeZone: 'America/New_York',
        updatedAt: '2026-11-01T00:00:00Z',
      },
    }));
    renderScreen(<BirthChartSection search={{}} rejected={[]} signedIn onSubmit={() => {}} />);
    await waitFor(() => expect(field('Date of birth').value).toBe('1984-02-29'));
    expect(field('Time (optional)').value).toBe('23:10');
    expect(field('Time zone of the place').value).toBe('America/New York');
  });

  it('fills it for a visitor without an account from this device, and keeps what they draw there', async () => {
    keepDeviceBirth({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    const onSubmit = vi.fn();
    renderScreen(<BirthChartSection search={{}} rejected={[]} signedIn={false} onSubmit={onSubmit} />);
    await waitFor(() => expect(field('Date of birth').value).toBe('1990-06-15'));
    expect(field('Time zone of the place').value).toBe('Europe/Dublin');
    fireEvent.change(field('Time (optional)'), { target: { value: '09:00' } });
    fireEvent.submit(field('Date of birth').form as HTMLFormElement);
    const drawn = { date: '1990-06-15', time: '09:00', timeZone: 'Europe/Dublin' };
    expect(onSubmit).toHaveBeenCalledWith(drawn);
    expect(deviceBirth()).toEqual(drawn);
  });

  it('fills the profile’s form from this device while the account keeps none', async () => {
    keepDeviceBirth({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    answer('birth.mine', () => ({ birth: null }));
    renderScreen(<BirthSection />);
    await waitFor(() => expect(field('Date of birth').value).toBe('1990-06-15'));
    expect(field('Time (optional)').value).toBe('08:30');
  });
});
