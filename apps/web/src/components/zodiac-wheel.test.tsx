import { signProfile } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { render } from '../test/harness';
import { ZodiacWheel } from './zodiac-wheel';

function ring(): HTMLElement {
  return screen.getByRole('list', { name: 'Celtic zodiac signs' });
}
function badge(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${name},`) });
}
function panelTitle(): string | null {
  return screen.getByRole('heading', { level: 3 }).textContent;
}

describe('ZodiacWheel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 13 badges labelled with two distinct letters each', () => {
    render(<ZodiacWheel />);
    const badges = screen.getAllByRole('button', { pressed: false });
    expect(badges).toHaveLength(13);
    // The two letters are what is seen; the full name and dates are what is read out.
    expect(badge('Butterfly').querySelector('[aria-hidden]')?.textContent).toBe('Bf');
    expect(badge('Butterfly').textContent).toBe('BfButterfly, Oct 28 - Nov 24');
    // Bull keeps its first two letters, so the two B signs differ on the wheel.
    const letters = badges.map((b) => b.querySelector('[aria-hidden]')?.textContent);
    expect(new Set(letters).size).toBe(13);
  });

  it('turns 90 for Rotate Wheel and 45 for the centre, locking both for 600 ms', () => {
    render(<ZodiacWheel />);
    const rotate = screen.getByRole('button', { name: 'Rotate Wheel' });
    const centre = screen.getByRole('button', { name: /Turn the wheel 45 degrees/ });

    fireEvent.click(rotate);
    expect(ring().style.transform).toBe('rotate(90deg)');
    expect((rotate as HTMLButtonElement).disabled).toBe(true);
    expect((centre as HTMLButtonElement).disabled).toBe(true);
    // Labels counter-rotate to stay upright.
    expect((badge('Stag').firstElementChild as HTMLElement).style.transform).toBe('rotate(-90deg)');

    fireEvent.click(centre); // ignored while locked
    expect(ring().style.transform).toBe('rotate(90deg)');

    act(() => vi.advanceTimersByTime(599));
    expect((rotate as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect((rotate as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(centre);
    expect(ring().style.transform).toBe('rotate(135deg)');
  });

  it('panel shows hovered, else selected, else the default text', () => {
    const onSelect = vi.fn();
    render(<ZodiacWheel onSelect={onSelect} />);
    expect(panelTitle()).toBe('Celtic Zodiac Signs');
    expect(screen.getByText(/Druidic tree calendar/)).toBeTruthy();

    fireEvent.click(badge('Fox'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Fox' }));
    expect(badge('Fox').getAttribute('aria-pressed')).toBe('true');
    expect(panelTitle()).toBe('Fox');

    fireEvent.mouseEnter(badge('Swan'));
    expect(panelTitle()).toBe('Swan');
    fireEvent.mouseLeave(badge('Swan'));
    expect(panelTitle()).toBe('Fox');
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<ZodiacWheel selected="Wolf" />);
    expect(badge('Wolf').getAttribute('aria-pressed')).toBe('true');
    rerender(<ZodiacWheel selected={null} />);
    expect(badge('Wolf').getAttribute('aria-pressed')).toBe('false');
    expect(panelTitle()).toBe('Celtic Zodiac Signs');
  });

  it('tells a sign’s mythology and ruling body in the language shown', () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    try {
      render(<ZodiacWheel selected="Wolf" />);
      const german = signProfile('Wolf', 'de');
      expect(screen.getByText(german.mythology)).toBeTruthy();
      expect(screen.getByText(`Herrscher: ${german.rulingName}`)).toBeTruthy();
      expect(screen.queryByText(signProfile('Wolf', 'en').mythology)).toBeNull();
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: en });
    }
  });
});
