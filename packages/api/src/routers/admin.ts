import { deleteUser, getUserById, listUsers } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { toAdminUser } from '../mappers';
import { adminUserSchema, pageInput, userIdInput } from '../schemas';
import { adminProcedure, router } from '../trpc';
import { userDataCacheFor } from '../user-data-cache';

const tags = ['admin'];

export const adminRouter = router({
  listUsers: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users', protect: true, tags, summary: 'Users, newest first' },
    })
    .input(pageInput)
    .output(z.array(adminUserSchema))
    .query(async ({ ctx, input }) => {
      const users = await listUsers(ctx.db, { limit: input.limit, before: input.before });
      return users.map(toAdminUser);
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
      if (input.id === ctx.user.id) {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot delete your own account' });
      }
      const target = await getUserById(ctx.db, input.id);
      if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      if (target.role === 'site_owner') {
        throw new TRPCError({ code: 'FORBIDDEN', message: 'Site owners cannot be deleted' });
      }
      // deleteUser answers null if someone else removed the row in between.
      const deleted = await deleteUser(ctx.db, target.id);
      // Their cached row and lists go at once here (other instances hear of it from the change feed).
      userDataCacheFor(ctx.db).invalidate(target.id);
      if (!deleted) {
        throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
      }
    }),
});
