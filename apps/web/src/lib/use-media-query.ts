import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's breakpoints as media queries, for layouts that change shape (not just style) with the width. */
export const SM_UP = '(min-width: 40rem)';
export const LG_UP = '(min-width: 64rem)';
export const XL_UP = '(min-width: 80rem)';

/**
 * Whether the media query matches now, re-rendering when that changes. Used where a wide and a narrow layout
 * differ in markup (a table against a list of cards): rendering one of them keeps a single copy of each row in
 * the page, for assistive technology and for tests alike.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
