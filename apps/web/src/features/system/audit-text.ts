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
  if (line.actorId === null) return 'Sign-in e-mail list';
  return line.actorName ?? `User ${line.actorId}`;
}

/** One sentence for an audit row, e.g. "Owen changed Pia's role from User to Premium". */
export function auditSentence(line: AuditLine): string {
  const from = line.fromRole ? roleLabel(line.fromRole) : null;
  const to = line.toRole ? roleLabel(line.toRole) : null;
  switch (line.action) {
    case 'role_change':
      return `${auditActor(line)} changed ${line.targetName}'s role from ${from ?? '—'} to ${to ?? '—'}`;
    case 'user_deletion':
      return line.actorId === line.targetId
        ? `${line.targetName} deleted their own account (${from ?? '—'})`
        : `${auditActor(line)} deleted ${line.targetName}'s account (${from ?? '—'})`;
    case 'sign_in_raise':
      return from
        ? `${line.targetName} was raised from ${from} to ${to ?? '—'} at sign-in`
        : `${line.targetName} signed up and was made ${to ?? '—'} at sign-in`;
  }
}
