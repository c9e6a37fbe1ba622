import { redirect } from '@tanstack/react-router';
import { type AccessState, type Area, decideAccess } from './access';

/** For a route's `beforeLoad`: throws the redirect the access rules ask for. */
export function guard(area: Area, access: AccessState): void {
  const decision = decideAccess(area, access);
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
}
