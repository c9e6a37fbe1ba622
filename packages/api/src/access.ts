import { type Database, getUserById, type User } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import { userDataCacheFor } from './user-data-cache';

export function isAdmin(user: User): boolean {
  return user.role === 'admin' || user.role === 'site_owner';
}

/** A `{userId}` / `{id}` path part that names the caller: 'me' or their own id. */
export function namesCaller(user: User, param: 'me' | number): boolean {
  return param === 'me' || param === user.id;
}

/**
 * The user a `{userId}` / `{id}` path part names: 'me' or the caller's own id is the caller; any other
 * id is only for admins and site owners. The server never takes a client's word for who it is.
 */
export async function resolveUser(ctx: { db: Database; user: User }, param: 'me' | number): Promise<User> {
  // `param === 'me'` again only so TypeScript narrows `param` to an id below.
  if (param === 'me' || namesCaller(ctx.user, param)) return ctx.user;
  if (!isAdmin(ctx.user)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: "You cannot access another user's data" });
  }
  const target = await userDataCacheFor(ctx.db).user(param, () => getUserById(ctx.db, param));
  if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
  return target;
}

/** A uid sent by the client (the SPEC's `uid` / `firebaseUid` parameters) must be the caller's own. */
export function assertOwnUid(user: User, uid: string | undefined, field: string): void {
  if (uid !== undefined && uid !== user.firebaseUid) {
    throw new TRPCError({ code: 'FORBIDDEN', message: `${field}: Does not belong to the signed-in user` });
  }
}
