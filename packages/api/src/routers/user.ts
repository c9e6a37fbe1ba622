import { setZodiacSign, wasDeleted } from '@celtic/db';
import { assertOwnUid, resolveUser } from '../access';
import { toUserProfile } from '../mappers';
import {
  noInput,
  roleInput,
  roleSchema,
  uidInput,
  updateZodiacInput,
  userProfileSchema,
  wasDeletedSchema,
} from '../schemas';
import { protectedProcedure, router } from '../trpc';
import { userDataCacheFor } from '../user-data-cache';

const tags = ['user'];

export const userRouter = router({
  deletedCheck: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/deleted-check',
        protect: true,
        tags,
        summary: 'Was this account deleted by an admin?',
      },
    })
    .input(uidInput)
    .output(wasDeletedSchema)
    .query(async ({ ctx, input }) => {
      assertOwnUid(ctx.user, input.uid, 'uid');
      return { wasDeleted: await wasDeleted(ctx.db, ctx.user.firebaseUid) };
    }),

  updateZodiac: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}/zodiac',
        protect: true,
        tags,
        summary: 'Set or clear the zodiac sign',
      },
    })
    .input(updateZodiacInput)
    .output(userProfileSchema)
    .mutation(async ({ ctx, input }) => {
      assertOwnUid(ctx.user, input.firebaseUid, 'firebaseUid');
      const target = await resolveUser(ctx, input.id);
      try {
        return toUserProfile(await setZodiacSign(ctx.db, target.id, input.zodiacSign));
      } finally {
        // The caller's own entry is dropped by protectedProcedure; an admin may have changed someone else's.
        userDataCacheFor(ctx.db).invalidate(target.id);
      }
    }),

  role: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/role', protect: true, tags, summary: "The caller's role" },
    })
    .input(roleInput)
    .output(roleSchema)
    .query(({ ctx, input }) => {
      assertOwnUid(ctx.user, input.uid, 'uid');
      return { role: ctx.user.role };
    }),

  me: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/me', protect: true, tags, summary: "The caller's profile" },
    })
    .input(noInput)
    .output(userProfileSchema)
    .query(({ ctx }) => toUserProfile(ctx.user)),
});
