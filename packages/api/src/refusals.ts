/**
 * Every refusal a procedure answers with, each message written once: the API's words to a client that may not,
 * or cannot, have what it asked for (docs/PRODUCT.md §8, the error catalogue). Domain errors from the database
 * (a deleted account, a reused idempotency key …) are translated in errors.ts.
 */
import { AccountDeletedError } from '@celtic/db';
import { deletionRefusals, locales } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';

const lastSiteOwnerMessages = {
  stepDown: 'You are the last site owner: make another user a site owner before you step down',
  demote: 'This is the last site owner: the service always keeps at least one',
  deleteSelf: 'You are the last site owner: make another user a site owner before you delete your account',
} as const;

/** The message a signed-in caller without the premium role gets. */
export const premiumRequiredMessage =
  'Monthly and yearly readings are for premium members: the premium, admin and site_owner roles';

/** The 400 for a `lang` (or a stored language) we do not write in, naming the ones we do. */
export const unsupportedLanguageMessage = (value: unknown) =>
  `Unsupported language ${JSON.stringify(value) ?? String(value)}: use one of ${locales.join(', ')}`;

const refuse = (code: TRPCError['code'], message: string) => new TRPCError({ code, message });

export const refusals = {
  signInRequired: () => refuse('UNAUTHORIZED', 'Sign in required'),
  /** A token whose account was deleted since this instance signed it in: never made again. */
  accountDeleted: () => refuse('UNAUTHORIZED', new AccountDeletedError('').message),
  administratorRequired: () => refuse('FORBIDDEN', 'Administrator role required'),
  siteOwnerRequired: () => refuse('FORBIDDEN', 'Site owner role required'),
  premiumRequired: () => refuse('FORBIDDEN', premiumRequiredMessage),
  othersData: () => refuse('FORBIDDEN', "You cannot access another user's data"),
  /** A `uid` / `firebaseUid` parameter that is not the caller's own. */
  notOwnUid: (field: string) => refuse('FORBIDDEN', `${field}: Does not belong to the signed-in user`),
  ownAccountThroughAdmin: () => refuse('FORBIDDEN', deletionRefusals.ownAccount),
  siteOwnerUndeletable: () => refuse('FORBIDDEN', deletionRefusals.siteOwner),
  /** 409: the change would leave the service without a site owner (docs/PRODUCT.md, Roles). */
  lastSiteOwner: (what: keyof typeof lastSiteOwnerMessages) =>
    refuse('CONFLICT', lastSiteOwnerMessages[what]),
  userNotFound: () => refuse('NOT_FOUND', 'User not found'),
  /** Someone else's reading answers exactly like a missing one: existence is not leaked. */
  readingNotFound: () => refuse('NOT_FOUND', 'Reading not found'),
  signNotFound: () => refuse('NOT_FOUND', 'Sign not found'),
  noSignForDate: () => refuse('NOT_FOUND', 'No sign covers that date'),
  /** A subscription the server may not send to: not https, or not on the push service allow-list. */
  pushEndpointRefused: (problem: string) => refuse('BAD_REQUEST', `endpoint: ${problem}`),
  /** No key pair yet: the server makes it at start-up, so only a database emptied under it answers this. */
  pushKeysMissing: () =>
    refuse(
      'SERVICE_UNAVAILABLE',
      'Notifications are not set up yet: the server makes its keys when it starts',
    ),
};
