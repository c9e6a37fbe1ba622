import { createRouter } from '@tanstack/react-router';
import type { AccessState } from './access/access';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** Live auth + sign state; route guards read it in `beforeLoad`. */
  access: AccessState;
}

export const router = createRouter({
  routeTree,
  context: { access: { auth: 'loading', sign: 'loading' } } satisfies RouterContext,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
