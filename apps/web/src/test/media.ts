import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (jsdom has no layout). */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * Makes `window.matchMedia` answer `matches` for every query for the rest of the test (the setup's stand-in always
 * answers false, i.e. a narrow screen). vitest's `restoreMocks` undoes it after each test.
 */
export function setScreenWide(matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQueryList(query, matches));
}
