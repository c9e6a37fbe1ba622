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
      return toUserProfile(await setZodiacSign(ctx.db, target.id, input.zodiacSign));
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
