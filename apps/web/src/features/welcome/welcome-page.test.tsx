import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceBirth } from '../../lib/kept-birth';
import { fakeUser, renderApp } from '../../test/harness';
import { rememberSignBeforeReset } from './sign-before-reset';

function dateInput(): HTMLInputElement {
  return screen.getByLabelText('Birth date') as HTMLInputElement;
}
function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /^Continue with/ }) as HTMLButtonElement;
}
function wheelBadge(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${name},`) });
}

describe('/welcome', () => {
  afterEach(() => sessionStorage.clear());

  it('reached by Reset Sign, offers the sign it cleared back: Keep saves it again and goes to /', async () => {
    rememberSignBeforeReset(fakeUser.uid, 'Wolf');
    const selectSign = vi.fn(async () => {});
    const { router } = renderApp('/welcome', { sign: null, selectSign });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep Wolf' }));
    await waitFor(() => expect(selectSign).toHaveBeenCalledWith('Wolf'));
    expect(await screen.findByText('Wolf is still your Celtic zodiac sign.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Kept: not offered again.
    expect(sessionStorage.length).toBe(0);
  });

  it('offers no way back to someone who never had a sign', async () => {
    renderApp('/welcome', { sign: null });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
    expect(screen.queryByRole('button', { name: /^Keep/ })).toBeNull();
  });

  it('keeps Continue disabled until a sign is chosen', async () => {
    renderApp('/welcome', { sign: null });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(dateInput(), { target: { value: '1990-03-20' } });
    expect(continueButton().textContent).toContain('Continue with Hawk');
    expect(continueButton().disabled).toBe(false);
    expect(screen.getByText('Mar 18 - Apr 14')).toBeTruthy();
  });

  it('choosing by date and by wheel clear each other', async () => {
    renderApp('/welcome', { sign: null });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });

    fireEvent.change(dateInput(), { target: { value: '1990-03-20' } });
    fireEvent.click(wheelBadge('Wolf'));
    expect(dateInput().value).toBe('');
    expect(wheelBadge('Wolf').getAttribute('aria-pressed')).toBe('true');
    expect(continueButton().textContent).toContain('Continue with Wolf');

    // A day from the calendar grid replaces the wheel choice.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1985' } });
    fireEvent.click(screen.getByRole('button', { name: 'July 10, 1985' }));
    expect(wheelBadge('Wolf').getAttribute('aria-pressed')).toBe('false');
    expect(dateInput().value).toBe('1985-07-10');
    expect(continueButton().textContent).toContain('Continue with Wren');
  });

  it('offers years from 1920 to this year', async () => {
    renderApp('/welcome', { sign: null });
    const year = (await screen.findByLabelText('Year')) as HTMLSelectElement;
    const values = [...year.options].map((o) => Number(o.value));
    expect(Math.max(...values)).toBe(new Date().getFullYear());
    expect(Math.min(...values)).toBe(1920);
  });

  it('saves the sign, toasts and goes to /', async () => {
    const selectSign = vi.fn(async () => {});
    const { router } = renderApp('/welcome', { sign: null, selectSign });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
    fireEvent.click(wheelBadge('Swan'));
    fireEvent.click(continueButton());
    await waitFor(() => expect(selectSign).toHaveBeenCalledWith('Swan'));
    expect(await screen.findByText("You've selected Swan as your Celtic zodiac sign.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the error toast and stays when saving fails', async () => {
    const selectSign = vi.fn(async () => {
      throw new Error('500: boom');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/welcome', { sign: null, selectSign });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
    fireEvent.click(wheelBadge('Cat'));
    fireEvent.click(continueButton());
    expect(await screen.findByText('Error Selecting Sign')).toBeTruthy();
    expect(screen.getByText('There was a problem saving your zodiac sign. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('keeps the birth date found by, with its time and zone, on the profile and this device', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
        const kept = {
          date: '1990-03-20',
          time: '06:45',
          timeZone: 'Asia/Kolkata',
          updatedAt: '2026-11-29T00:00:00Z',
        };
        return new Response(JSON.stringify([{ result: { data: { birth: kept } } }]), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    try {
      const selectSign = vi.fn(async () => {});
      const { router } = renderApp('/welcome', { sign: null, selectSign });
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Celtic Zodiac' });
      fireEvent.change(dateInput(), { target: { value: '1990-03-20' } });
      fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '06:45' } });
      fireEvent.change(screen.getByLabelText('Time zone of the place'), {
        target: { value: 'Asia/Kolkata' },
      });
      fireEvent.click(continueButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(selectSign).toHaveBeenCalledWith('Hawk');
      const keep = sent.find((request) => request.url.includes('birth.keep'));
      expect(keep?.body).toEqual({ 0: { date: '1990-03-20', time: '06:45', timeZone: 'Asia/Kolkata' } });
      expect(deviceBirth()).toEqual({ date: '1990-03-20', time: '06:45', timeZone: 'Asia/Kolkata' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
