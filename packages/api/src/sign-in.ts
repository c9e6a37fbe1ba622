import { AccountDeletedError, type Database, type User, upsertUserOnSignIn } from '@celtic/db';
import type { VerifiedToken } from './context';

/** The e-mail lists that raise a role at sign-in (case-insensitive); they never lower one. */
export interface RoleLists {
  siteOwnerEmails?: readonly string[];
  adminEmails?: readonly string[];
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * A profile field from the token as PostgreSQL can keep it: U+0000 and lone surrogates (which a token's JSON may
 * carry) become U+FFFD. The user did not type these here, so they are mended rather than refused.
 */
function storable(value: string | null | undefined): string | null {
  return value == null ? null : value.replaceAll('\u0000', '\uFFFD').toWellFormed();
}

/** The role an e-mail is raised to at sign-in, if any. */
export function roleRaiseFor(
  email: string | null | undefined,
  lists: RoleLists,
): 'site_owner' | 'admin' | undefined {
  const address = email ? normalise(email) : '';
  if (!address) return undefined;
  if (lists.siteOwnerEmails?.some((listed) => normalise(listed) === address)) return 'site_owner';
  if (lists.adminEmails?.some((listed) => normalise(listed) === address)) return 'admin';
  return undefined;
}

const raiseReasons = {
  site_owner: 'E-mail listed in SITE_OWNER_EMAILS',
  admin: 'E-mail listed in ADMIN_EMAILS',
} as const;

/**
 * A sign-in: the first request with a new ID token. Creates the user's row, or refreshes the profile and last
 * login of an existing one, raising the role when the verified e-mail is listed, unless a site owner set the
 * role by hand (docs/PRODUCT.md, Roles). A raise is written to the audit trail. A token of a sign-in made before
 * its account was deleted writes nothing and resolves to null: every procedure's statement then finds no row for
 * it (401), on any instance, and the deleted-check can still tell the person so.
 */
export function signInUser(db: Database, identity: VerifiedToken, lists: RoleLists): Promise<User | null> {
  const emailVerified = identity.emailVerified === true;
  // Only an address Firebase verified is the person's: any provider that yields unverified ones (e-mail and
  // password, some OAuth providers) would otherwise let anyone claim a listed address.
  const raiseRoleTo = emailVerified ? roleRaiseFor(identity.email, lists) : undefined;
  return upsertUserOnSignIn(db, {
    firebaseUid: identity.uid,
    email: storable(identity.email),
    emailVerified,
    authTime: identity.authTime,
    displayName: storable(identity.name),
    photoUrl: storable(identity.picture),
    raiseRoleTo,
    raiseReason: raiseRoleTo && raiseReasons[raiseRoleTo],
  }).catch((error: unknown) => {
    if (error instanceof AccountDeletedError) return null;
    throw error;
  });
}
