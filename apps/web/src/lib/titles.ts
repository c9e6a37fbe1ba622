import type { FileRouteTypes } from '../routeTree.gen';

/** The app's name, last in every document title. */
export const APP_NAME = 'Celtic Zodiac Explorer';

/**
 * Each route's page heading (docs/PRODUCT.md §2; the sidebar's label for the dashboard, whose heading greets
 * the user), so a tab, a bookmark and a screen reader's "page loaded" announcement all say where the user is.
 * Typed by the generated route tree: a new route without a title here fails the typecheck.
 */
export const pageTitles: Readonly<Record<FileRouteTypes['fullPaths'], string>> = {
  '/login': 'Sign In',
  '/welcome': 'Welcome to Celtic Zodiac',
  '/': 'Dashboard',
  '/zodiac': 'The 13 Celtic Zodiac Signs',
  '/horoscope': 'Daily Horoscope',
  '/horoscope/all': 'All Signs',
  '/compatibility': 'Compatibility',
  '/saved': 'Saved Readings',
  '/history': 'History',
  '/admin': 'User Management',
  '/system': 'System Settings',
  '/profile': 'Your Profile',
  '/birth-chart': 'Your Celtic Birth Chart',
};

export const NOT_FOUND_TITLE = 'Page not found';

const titles: ReadonlyMap<string, string> = new Map(Object.entries(pageTitles));

/** "Daily Horoscope · Celtic Zodiac Explorer" for /horoscope; a path without a page gets the 404's title. */
export function documentTitle(pathname: string): string {
  // The router drops a trailing slash, but a typed or pasted URL may still carry one.
  const path = pathname.replace(/(.)\/+$/, '$1');
  return `${titles.get(path) ?? NOT_FOUND_TITLE} · ${APP_NAME}`;
}
