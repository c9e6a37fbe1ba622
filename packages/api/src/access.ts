import type { CallerRef } from '@celtic/db';
import { isAdminRole } from '@celtic/zodiac-core';
import { refusals } from './refusals';

/** A `{userId}` / `{id}` path part as the statements take it: null for 'me', else the id it names. */
export function ownerParam(param: 'me' | number): number | null {
  return param === 'me' ? null : param;
}

/** Whether `owner` (null: 'me') is the caller. */
function isCaller(caller: CallerRef, owner: number | null): boolean {
  return owner === null || owner === caller.id;
}

/**
 * The server never takes a client's word for who it is: another user's list is for administrators only (403),
 * and an administrator naming a user who does not exist gets 404. The statement has read nothing it may not.
 */
export function checkListAccess(
  page: { caller: CallerRef; ownerVisible: boolean },
  owner: number | null,
): void {
  if (isCaller(page.caller, owner)) return;
  if (!isAdminRole(page.caller.role)) {
    throw refusals.othersData();
  }
  if (!page.ownerVisible) throw refusals.userNotFound();
}

/** A uid sent by the client (the `uid` / `firebaseUid` parameters) must be the caller's own. */
export function assertOwnUid(callerUid: string, uid: string | undefined, field: string): void {
  if (uid !== undefined && uid !== callerUid) {
    throw refusals.notOwnUid(field);
  }
}
