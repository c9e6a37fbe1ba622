import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleLabel } from '../admin/roles';

export interface AuditLine {
  action: 'role_change' | 'user_deletion' | 'sign_in_raise';
  actorId: number | null;
  actorName: string | null;
  targetId: number;
  targetName: string;
  fromRole: string | null;
  toRole: string | null;
}

/** Who acted, as the trail shows it: the e-mail lists raise roles at sign-in. */
export function auditActor(line: AuditLine): string {
  if (line.actorId === null) return i18n._(msg`Sign-in e-mail list`);
  if (line.actorName !== null) return line.actorName;
  const id = line.actorId;
  return i18n._(msg`User ${id}`);
}

/**
 * One sentence for an audit row in the language shown, e.g. "Owen changed Pia's role from User to Premium".
 * Each sentence is one message with the names and roles as placeholders, so a language orders them as it needs.
 */
export function auditSentence(line: AuditLine): string {
  const actor = auditActor(line);
  const target = line.targetName;
  const from = line.fromRole ? roleLabel(line.fromRole) : '—';
  const to = line.toRole ? roleLabel(line.toRole) : '—';
  switch (line.action) {
    case 'role_change':
      return i18n._(msg`${actor} changed ${target}'s role from ${from} to ${to}`);
    case 'user_deletion':
      return line.actorId === line.targetId
        ? i18n._(msg`${target} deleted their own account (${from})`)
        : i18n._(msg`${actor} deleted ${target}'s account (${from})`);
    case 'sign_in_raise':
      return line.fromRole
        ? i18n._(msg`${target} was raised from ${from} to ${to} at sign-in`)
        : i18n._(msg`${target} signed up and was made ${to} at sign-in`);
  }
}

/**
 * An entry's reason as shown: a person's words as written; for a raise at sign-in, the e-mail list that raised
 * it in the language shown (the server stores it in English, one fixed text per list).
 */
export function auditReason(line: AuditLine & { reason: string | null }): string | null {
  if (line.action !== 'sign_in_raise' || line.reason === null) return line.reason;
  switch (line.toRole) {
    case 'site_owner':
      return i18n._(msg`E-mail listed in SITE_OWNER_EMAILS`);
    case 'admin':
      return i18n._(msg`E-mail listed in ADMIN_EMAILS`);
    default:
      return line.reason;
  }
}

/** The trail's "What" column. */
export function auditActionLabel(action: AuditLine['action']): string {
  switch (action) {
    case 'role_change':
      return i18n._(msg`Role change`);
    case 'user_deletion':
      return i18n._(msg`Account deleted`);
    case 'sign_in_raise':
      return i18n._(msg`Raised at sign-in`);
  }
}
