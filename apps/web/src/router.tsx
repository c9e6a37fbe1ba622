import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AccessState } from './access/access';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** Live auth + sign state; route guards read it in `beforeLoad`. */
  access: AccessState;
}

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context: { access: { auth: 'loading', sign: 'loading' } } satisfies RouterContext,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...options,
  });
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
}
