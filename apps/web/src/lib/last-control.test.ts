import { afterEach, describe, expect, it } from 'vitest';
import { lastControl, overlaps, trackLastControl } from './last-control';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lastControl', () => {
  it('is the button pressed last, not the icon inside it, and not the main region focused after', () => {
    trackLastControl();
    document.body.innerHTML = '<button id="save"><svg id="icon"></svg></button><main tabindex="-1"></main>';
    document.getElementById('icon')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.querySelector('main')?.focus();
    expect(lastControl()?.id).toBe('save');
  });

  it('is nothing once that control has left the page', () => {
    trackLastControl();
    document.body.innerHTML = '<button id="go">Go</button>';
    document.getElementById('go')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.innerHTML = '';
    expect(lastControl()).toBeNull();
  });
});

describe('overlaps', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  it('is true for boxes sharing an area, false for boxes that only touch', () => {
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 15, 15))).toBe(true);
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(0, 20, 10, 30))).toBe(false);
  });
});
