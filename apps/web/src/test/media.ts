import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer `matches` for every query for the rest of the test (jsdom has no layout; the setup's
 * stand-in always answers false, i.e. a narrow screen). vitest's `restoreMocks` undoes it after each test.
 */
export function setScreenWide(matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
