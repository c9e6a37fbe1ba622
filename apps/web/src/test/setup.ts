import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadToaster } from '../lib/lazy-toaster';
import { resetToasts } from '../lib/toast-store';
import { messages } from '../locales/en/messages.po';
import { fixedMediaQueryList } from './media';

// findBy…/waitFor wait up to 5 s, not 1 s: the test machines are shared, and a screen that appears in 1.2 s
// under their load is not a failure of the screen.
configure({ asyncUtilTimeout: 5000 });

// Every test renders in English, from the compiled English catalogue (the harness provides it to React).
i18n.loadAndActivate({ locale: 'en', messages });

// jsdom lacks these; the router's scroll restoration and Radix call them.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}
// jsdom lays nothing out, so nothing is ever resized (the toast viewport watches its size).
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The app loads the toast viewport with its first toast; tests load it up front so toasts show at once.
beforeAll(async () => {
  await preloadToaster();
});

afterEach(() => {
  cleanup();
  resetToasts();
  localStorage.clear();
});
