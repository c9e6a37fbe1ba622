import { callerByUid, setSignAsCaller } from '@celtic/db';
import { isAdminRole } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { assertOwnUid, ownerParam } from '../access';
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
      rateLimit: 'signIn',
    })
    .input(uidInput)
    .output(wasDeletedSchema)
    .query(async ({ ctx, input }) => {
      assertOwnUid(ctx.identity.uid, input.uid, 'uid');
      const { wasDeleted } = await ctx.asCaller((uid) => callerByUid(ctx.db, uid));
      return { wasDeleted };
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
      assertOwnUid(ctx.identity.uid, input.firebaseUid, 'firebaseUid');
      const target = ownerParam(input.id);
      const { caller, changed } = await ctx.asCaller((uid) =>
        setSignAsCaller(ctx.db, { uid, target, sign: input.zodiacSign }),
      );
      if (changed) return toUserProfile(changed);
      if (target !== caller.id && !isAdminRole(caller.role)) {
        throw new TRPCError({ code: 'FORBIDDEN', message: "You cannot access another user's data" });
      }
      throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    }),

  role: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/role', protect: true, tags, summary: "The caller's role" },
      rateLimit: 'signIn',
    })
    .input(roleInput)
    .output(roleSchema)
    .query(async ({ ctx, input }) => {
      assertOwnUid(ctx.identity.uid, input.uid, 'uid');
      const { caller } = await ctx.asCaller((uid) => callerByUid(ctx.db, uid));
      return { role: caller.role };
    }),

  me: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/users/me', protect: true, tags, summary: "The caller's profile" },
      rateLimit: 'signIn',
    })
    .input(noInput)
    .output(userProfileSchema)
    .query(async ({ ctx }) => {
      const { caller } = await ctx.asCaller((uid) => callerByUid(ctx.db, uid));
      return toUserProfile(caller);
    }),
});
