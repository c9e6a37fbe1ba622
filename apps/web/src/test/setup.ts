import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../lib/toast-store';

// jsdom lacks these; the router's scroll restoration and Radix call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
});
