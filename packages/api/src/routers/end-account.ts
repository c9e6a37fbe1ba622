import type { Context } from '../context';

/**
 * After an account's row is deleted: deletes its Firebase user, so no new token is ever issued for it. The
 * database's tombstone already refuses the tokens issued before, on every instance; a failure here is logged and
 * the deletion stands (the tokens still refused, and the revocation check ends the sessions within a minute).
 */
export async function endFirebaseUser(ctx: Pick<Context, 'accounts' | 'log'>, uid: string): Promise<void> {
  try {
    await ctx.accounts.deleteFirebaseUser(uid);
  } catch (error) {
    ctx.log.warn({ err: error, uid }, 'account deleted, but its Firebase user could not be deleted');
  }
}
