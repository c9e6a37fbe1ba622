import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileRouteTypes } from '../routeTree.gen';

/** The app's name, last in every document title. */
export const APP_NAME = msg`Celtic Zodiac Explorer`;

/**
 * Each route's page heading (docs/PRODUCT.md §2; the sidebar's label for the dashboard, whose heading greets
 * the user), so a tab, a bookmark and a screen reader's "page loaded" announcement all say where the user is.
 * Typed by the generated route tree: a new route without a title here fails the typecheck. Messages, read in
 * the language shown when the title is set.
 */
export const pageTitles: Readonly<Record<FileRouteTypes['fullPaths'], MessageDescriptor>> = {
  '/login': msg`Sign In`,
  '/welcome': msg`Welcome to Celtic Zodiac`,
  '/': msg`Dashboard`,
  '/zodiac': msg`The 13 Celtic Zodiac Signs`,
  '/horoscope': msg`Daily Horoscope`,
  '/horoscope/all': msg`All Signs`,
  '/compatibility': msg`Compatibility`,
  '/saved': msg`Saved Readings`,
  '/history': msg`History`,
  '/admin': msg`User Management`,
  '/system': msg`System Settings`,
  '/profile': msg`Your Profile`,
  '/developers': msg`Developers`,
  '/birth-chart': msg`Your Celtic Birth Chart`,
  '/status': msg`Service Status`,
};

export const NOT_FOUND_TITLE = msg`Page not found`;

const titles: ReadonlyMap<string, MessageDescriptor> = new Map(Object.entries(pageTitles));

/** "Daily Horoscope · Celtic Zodiac Explorer" for /horoscope; a path without a page gets the 404's title. */
export function documentTitle(pathname: string): string {
  // The router drops a trailing slash, but a typed or pasted URL may still carry one.
  const path = pathname.replace(/(.)\/+$/, '$1');
  return `${i18n._(titles.get(path) ?? NOT_FOUND_TITLE)} · ${i18n._(APP_NAME)}`;
}
