import {
  callerByUid,
  deleteSelfAsCaller,
  ownDataAsCaller,
  setLocaleAsCaller,
  setSignAsCaller,
} from '@celtic/db';
import { isAdminRole } from '@celtic/zodiac-core';
import { z } from 'zod';
import { assertOwnUid, ownerParam } from '../access';
import { toUserProfile } from '../mappers';
import { ownDataJson } from '../own-data-json';
import { refusals } from '../refusals';
import { noInput } from '../schemas/shared';
import {
  ownDataStream,
  roleInput,
  roleSchema,
  setLocaleInput,
  uidInput,
  updateZodiacInput,
  userProfileSchema,
  wasDeletedSchema,
} from '../schemas/user';
import { protectedProcedure, router, signedInResult, syncFirst } from '../trpc';
import { endFirebaseUser } from './end-account';
import { reminderProcedures } from './reminder';

const tags = ['user'];

export const userRouter = router({
  deletedCheck: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/deleted-check',
        tags,
        summary: 'Was this account deleted by an admin?',
      },
      rateLimit: 'signIn',
    })
    .input(syncFirst(uidInput))
    .output(syncFirst(wasDeletedSchema))
    .query(async ({ ctx, input }) => {
      assertOwnUid(ctx.identity.uid, input.uid, 'uid');
      // Not through signedInResult: the token of an account deleted since it signed in is the one this call exists
      // to answer. A row gone without a tombstone (the account deleted by its owner) is still refused.
      const { caller, wasDeleted } = await callerByUid(ctx.db, ctx.identity.uid);
      if (caller === null && !wasDeleted) throw refusals.accountDeleted();
      return { wasDeleted };
    }),

  updateZodiac: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}/zodiac',
        tags,
        summary:
          'Set or clear the zodiac sign, as chosen at `chosenAt`: the last choice wins, so an older one leaves ' +
          'the newer sign and answers with it',
      },
    })
    .input(syncFirst(updateZodiacInput))
    .output(syncFirst(userProfileSchema))
    .mutation(async ({ ctx, input }) => {
      assertOwnUid(ctx.identity.uid, input.firebaseUid, 'firebaseUid');
      const target = ownerParam(input.id);
      const {
        caller,
        target: current,
        changed,
      } = signedInResult(
        await setSignAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          target,
          sign: input.zodiacSign,
          setAt: input.chosenAt ?? null,
        }),
      );
      if (changed) return toUserProfile(changed);
      if ((target ?? caller.id) !== caller.id && !isAdminRole(caller.role)) throw refusals.othersData();
      // A choice made before the stored one: the stored one stays, and the device takes it from this answer.
      if (current) return toUserProfile(current);
      throw refusals.userNotFound();
    }),

  setLocale: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/me/locale',
        tags,
        summary: "Store the caller's language (en, es or de): it follows them to every device",
      },
    })
    .input(syncFirst(setLocaleInput))
    .output(syncFirst(userProfileSchema))
    .mutation(async ({ ctx, input }) => {
      const { caller } = signedInResult(
        await setLocaleAsCaller(ctx.db, { uid: ctx.identity.uid, locale: input.locale }),
      );
      return toUserProfile(caller);
    }),

  role: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/role', tags, summary: "The caller's role" },
      rateLimit: 'signIn',
    })
    .input(syncFirst(roleInput))
    .output(syncFirst(roleSchema))
    .query(async ({ ctx, input }) => {
      assertOwnUid(ctx.identity.uid, input.uid, 'uid');
      const { caller } = signedInResult(await callerByUid(ctx.db, ctx.identity.uid));
      return { role: caller.role };
    }),

  me: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/me', tags, summary: "The caller's profile" },
      rateLimit: 'signIn',
    })
    .input(syncFirst(noInput))
    .output(syncFirst(userProfileSchema))
    .query(async ({ ctx }) => {
      const { caller } = signedInResult(await callerByUid(ctx.db, ctx.identity.uid));
      return toUserProfile(caller);
    }),

  exportMe: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/me/export',
        tags,
        summary:
          'Everything held about the caller: profile, the role set by hand for their address, readings, checks, ' +
          'the audit rows naming them and their idempotency keys; streamed, so any number of readings exports',
      },
      rateLimit: 'export',
    })
    .input(syncFirst(noInput))
    .output(syncFirst(ownDataStream))
    .query(async ({ ctx }) => {
      const data = signedInResult(await ownDataAsCaller(ctx.db, ctx.identity.uid));
      return ownDataJson(data, ctx.now().toISOString());
    }),

  deleteMe: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/users/me',
        tags,
        summary:
          "Delete the caller's account with everything held about them, and its Firebase user: the account's " +
          'tokens answer 401 from then on; 409 for the last site owner',
      },
    })
    .input(syncFirst(noInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx }) => {
      const result = signedInResult(
        await deleteSelfAsCaller(ctx.db, { uid: ctx.identity.uid, reason: null }),
      );
      if (result.deleted) return endFirebaseUser(ctx, result.deleted.firebaseUid);
      if (result.lastSiteOwner) throw refusals.lastSiteOwner('deleteSelf');
      throw refusals.userNotFound();
    }),

  ...reminderProcedures,
});
