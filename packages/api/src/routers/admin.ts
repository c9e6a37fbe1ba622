import { deleteUserAsCaller, listAuditAsCaller, listUsersAsCaller, setRoleAsCaller } from '@celtic/db';
import { isUndeletableRole } from '@celtic/zodiac-core';
import { z } from 'zod';
import { toAdminUser, toAuditEntry } from '../mappers';
import { refusals } from '../refusals';
import {
  adminUserSchema,
  auditEntrySchema,
  listUsersInput,
  setRoleInput,
  userIdInput,
} from '../schemas/admin';
import { pageInput } from '../schemas/shared';
import { adminProcedure, adminResult, router, siteOwnerProcedure, siteOwnerResult, syncFirst } from '../trpc';
import { endFirebaseUser } from './end-account';

const tags = ['admin'];

export const adminRouter = router({
  listUsers: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags,
        summary: 'Users, newest first; `q` finds them by name or e-mail',
      },
    })
    .input(syncFirst(listUsersInput))
    .output(syncFirst(z.array(adminUserSchema)))
    .query(async ({ ctx, input }) => {
      const { rows } = adminResult(
        await listUsersAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          limit: input.limit,
          before: input.before,
          q: input.q,
        }),
      );
      return rows.map(toAdminUser);
    }),

  deleteUser: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        tags,
        summary: 'Delete a user with their readings and checks (not a site owner, not oneself)',
      },
    })
    .input(syncFirst(userIdInput))
    .output(syncFirst(z.void()))
    .mutation(async ({ ctx, input }) => {
      const { caller, target, changed } = adminResult(
        await deleteUserAsCaller(ctx.db, { uid: ctx.identity.uid, id: input.id }),
      );
      if (changed) return endFirebaseUser(ctx, changed.firebaseUid);
      if (input.id === caller.id) {
        throw refusals.ownAccountThroughAdmin();
      }
      if (isUndeletableRole(target?.role)) {
        throw refusals.siteOwnerUndeletable();
      }
      // No such user, or someone else removed the row first.
      throw refusals.userNotFound();
    }),

  setRole: siteOwnerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}/role',
        tags,
        summary: "Set a user's role (site owners only); 409 when it would leave no site owner",
      },
    })
    .input(syncFirst(setRoleInput))
    .output(syncFirst(adminUserSchema))
    .mutation(async ({ ctx, input }) => {
      const result = siteOwnerResult(
        await setRoleAsCaller(ctx.db, {
          uid: ctx.identity.uid,
          id: input.id,
          role: input.role,
          reason: input.reason ?? null,
        }),
      );
      if (result.changed) return toAdminUser(result.changed);
      if (result.lastSiteOwner)
        throw refusals.lastSiteOwner(input.id === result.caller.id ? 'stepDown' : 'demote');
      if (!result.target) throw refusals.userNotFound();
      throw refusals.siteOwnerRequired();
    }),

  audit: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit',
        tags,
        summary: 'The audit trail: role changes, deletions and sign-in role raises, newest first',
      },
    })
    .input(syncFirst(pageInput))
    .output(syncFirst(z.array(auditEntrySchema)))
    .query(async ({ ctx, input }) => {
      const { rows } = adminResult(
        await listAuditAsCaller(ctx.db, { uid: ctx.identity.uid, limit: input.limit, before: input.before }),
      );
      return rows.map(toAuditEntry);
    }),
});
