import { signDisplayName, signNames } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';
import { signLabel } from './sign-names';

// The catalogues repeat the shown names zodiac-core's text banks hold (the web app does not load the banks):
// the two must agree, or a reading would name the Lobo while the page says Loba.
describe('signLabel', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it.each([
    ['en', en],
    ['es', es],
    ['de', de],
  ] as const)('names every sign as zodiac-core does in %s', (locale, messages) => {
    i18n.loadAndActivate({ locale, messages });
    for (const name of signNames) expect(signLabel(name)).toBe(signDisplayName(name, locale));
  });
});
