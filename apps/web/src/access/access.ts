import type { AuthStatus } from '../auth/auth-context';

export type SignState = 'loading' | 'none' | 'chosen';

export interface AccessState {
  auth: AuthStatus;
  sign: SignState;
}

/** Where a route sits in the access rules of docs/PRODUCT.md §2. */
export type Area = 'login' | 'welcome' | 'app';

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: '/login' | '/welcome' | '/' };

const render: AccessDecision = { kind: 'render' };
const wait: AccessDecision = { kind: 'wait' };

/** The single source of the access rules; route guards and page components both ask it. */
export function decideAccess(area: Area, state: AccessState): AccessDecision {
  if (state.auth === 'loading') return wait;
  if (state.auth === 'signed-out') return area === 'login' ? render : { kind: 'redirect', to: '/login' };
  if (state.sign === 'loading') return wait;
  const chosen = state.sign === 'chosen';
  switch (area) {
    case 'login':
      return { kind: 'redirect', to: chosen ? '/' : '/welcome' };
    case 'welcome':
      return chosen ? { kind: 'redirect', to: '/' } : render;
    case 'app':
      return chosen ? render : { kind: 'redirect', to: '/welcome' };
  }
}

export function signState(status: 'loading' | 'ready', hasSign: boolean): SignState {
  if (status === 'loading') return 'loading';
  return hasSign ? 'chosen' : 'none';
}
