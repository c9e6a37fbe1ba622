import { deleteUserAsCaller, listUsersAsCaller } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { toAdminUser } from '../mappers';
import { adminUserSchema, pageInput, userIdInput } from '../schemas';
import { adminProcedure, router } from '../trpc';

const tags = ['admin'];

export const adminRouter = router({
  listUsers: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users', protect: true, tags, summary: 'Users, newest first' },
    })
    .input(pageInput)
    .output(z.array(adminUserSchema))
    .query(async ({ ctx, input }) => {
      const { rows } = await ctx.asCaller((uid) =>
        listUsersAsCaller(ctx.db, { uid, limit: input.limit, before: input.before }),
      );
      return rows.map(toAdminUser);
    }),

  deleteUser: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        protect: true,
        tags,
        summary: 'Delete a user with their readings and checks (not a site owner, not oneself)',
      },
    })
    .input(userIdInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      const { caller, target, changed } = await ctx.asCaller((uid) =>
        deleteUserAsCaller(ctx.db, { uid, id: input.id }),
      );
      if (changed) return;
      if (input.id === caller.id) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot delete your own account' });
      }
      if (target?.role === 'site_owner') {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Site owners cannot be deleted' });
      }
      // No such user, or someone else removed the row first.
      throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
    }),
});
