import { TRPCError } from '@trpc/server';

const messages = {
  stepDown: 'You are the last site owner: make another user a site owner before you step down',
  demote: 'This is the last site owner: the service always keeps at least one',
  deleteSelf: 'You are the last site owner: make another user a site owner before you delete your account',
} as const;

/** 409: the change would leave the service without a site owner (docs/PRODUCT.md, Roles). */
export function lastSiteOwnerError(what: keyof typeof messages): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message: messages[what] });
}
