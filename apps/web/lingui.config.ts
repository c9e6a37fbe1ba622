import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The web app's messages: English is the source (the macros' own text), Spanish and German are translated in
// src/locales/<code>/messages.po, and `pseudo` is drawn from English by `lingui compile` for the browser test
// that proves no string is left outside the catalogues (e2e/pseudo-locale.test.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
