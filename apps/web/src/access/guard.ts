import { redirect } from '@tanstack/react-router';
import { type AccessState, type Area, decideAccess } from './access';
import { returnPath } from './return-path';

/** What `/login` and `/welcome` keep in their address: the page to return to once signed in. */
export interface ReturnSearch {
  redirect?: string;
}

/** For `/login`'s and `/welcome`'s `validateSearch`: a return path of this site, or nothing. */
export function validateReturnSearch(raw: Record<string, unknown>): ReturnSearch {
  // Set even when refused: the router spreads this over the raw params, which would keep the raw value.
  return { redirect: returnPath(raw.redirect) ?? undefined };
}

/**
 * For a route's `beforeLoad`: throws the redirect the access rules ask for. A page asked for while signed out
 * (`here`) travels through /login and /welcome as `redirect`, and is where the user lands instead of `/`.
 */
export function guard(area: Area, access: AccessState, here: { href: string }, next?: string): void {
  const decision = decideAccess(area, access);
  if (decision.kind !== 'redirect') return;
  const asked = area === 'app' ? (returnPath(here.href) ?? undefined) : next;
  if (decision.to === '/' && asked) throw redirect({ href: asked, replace: true });
  if (decision.to === '/') throw redirect({ to: '/', replace: true });
  throw redirect({ to: decision.to, search: asked ? { redirect: asked } : {}, replace: true });
}
