/** Inputs and outputs of the admin router: the user list, role changes and the audit trail. */
import { assignableRoles } from '@celtic/zodiac-core';
import { z } from 'zod';
import {
  idSchema,
  inputLimits,
  isoDateTime,
  pageShape,
  roleEnum,
  signNameEnum,
  text,
  tooLong,
} from './shared';

/** Optional text: trimmed, and nothing but space counts as absent. */
function optionalText(expected: string, max: number) {
  return text(expected)
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const userIdInput = z.object({ id: idSchema });

export const listUsersInput = z
  .object({
    ...pageShape,
    q: optionalText('text to search for', inputLimits.userSearch).meta({
      description: 'Only users whose username, display name or e-mail contains this (any letter case)',
    }),
  })
  .prefault({});

export const setRoleInput = z.object({
  id: idSchema,
  role: z.enum(assignableRoles, { error: `Expected one of ${assignableRoles.join(', ')}` }),
  reason: optionalText('text', inputLimits.auditReason).meta({
    description: 'Why, kept in the audit trail',
  }),
});

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: roleEnum,
    email: z.string().nullable(),
    zodiacSign: signNameEnum.nullable(),
    createdAt: isoDateTime,
    roleSetByHand: z
      .boolean()
      .meta({ description: 'A site owner set the role on /system: the sign-in e-mail lists leave it alone' }),
    emailVerified: z.boolean().meta({
      description:
        'Whether Firebase verified the address at the last sign-in; anyone may type an unverified one',
    }),
  })
  .meta({ id: 'AdminUser' });

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(['role_change', 'user_deletion', 'sign_in_raise']),
    actorId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Who acted; null for the sign-in e-mail lists' }),
    actorName: z.string().nullable(),
    targetId: z.number().int(),
    targetName: z.string(),
    fromRole: roleEnum.nullable().meta({ description: 'null for an account created at that sign-in' }),
    toRole: roleEnum.nullable().meta({ description: 'null for a deletion' }),
    reason: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
