import type { AdminUser } from '@celtic/api';
import { type AssignableRole, assignableRoles } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { raisesUnverified, roleLabel } from '../admin/roles';

const selectClasses =
  'focus-ring h-10 w-full rounded-lg border border-gold/30 bg-forest-950/80 px-3 text-sm text-parchment hover:border-gold/60 [color-scheme:dark]';

interface RoleDialogProps {
  user: AdminUser | null;
  selfId: number | undefined;
  saving: boolean;
  onClose: () => void;
  onSave: (user: AdminUser, role: AssignableRole, reason: string) => void;
}

const isAssignable = (role: string): role is AssignableRole =>
  (assignableRoles as readonly string[]).includes(role);

/** Choose a role and say why; the server answers 409 should the change leave no site owner. */
export function RoleDialog({ user, selfId, saving, onClose, onSave }: RoleDialogProps) {
  return (
    <AlertDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent>
        {user ? (
          <RoleForm
            key={user.id}
            user={user}
            selfId={selfId}
            saving={saving}
            onClose={onClose}
            onSave={onSave}
          />
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RoleForm({ user, selfId, saving, onSave }: RoleDialogProps & { user: AdminUser }) {
  const [role, setRole] = useState<AssignableRole>(isAssignable(user.role) ? user.role : 'user');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const roleId = useId();
  const reasonId = useId();
  const self = user.id === selfId;
  const { t } = useLingui();
  const username = user.username;
  const current = roleLabel(user.role);
  if (confirming) {
    return (
      <UnverifiedConfirm
        user={user}
        role={role}
        saving={saving}
        onBack={() => setConfirming(false)}
        onConfirm={() => onSave(user, role, reason)}
      />
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (raisesUnverified(user, role)) setConfirming(true);
        else onSave(user, role, reason);
      }}
    >
      <AlertDialogTitle>
        <Trans>Change the role of {username}</Trans>
      </AlertDialogTitle>
      <AlertDialogDescription>
        {self
          ? t`This is your own account. To step down as site owner, first make another user a site owner.`
          : t`Now ${current}. The change counts from their very next request.`}
      </AlertDialogDescription>
      <div className="grid gap-1.5">
        <Label htmlFor={roleId}>
          <Trans>New role</Trans>
        </Label>
        <select
          id={roleId}
          className={selectClasses}
          value={role}
          onChange={(event) => {
            if (isAssignable(event.target.value)) setRole(event.target.value);
          }}
        >
          {assignableRoles.map((option) => (
            <option key={option} value={option}>
              {roleLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>
          <Trans>Reason (optional, kept in the audit trail)</Trans>
        </Label>
        <Input
          id={reasonId}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel type="button">
          <Trans>Cancel</Trans>
        </AlertDialogCancel>
        <Button type="submit" disabled={saving || role === user.role}>
          {saving ? <Spinner className="size-4" label={t`Saving`} /> : null}
          <Trans>Save role</Trans>
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

interface UnverifiedConfirmProps {
  user: AdminUser;
  role: AssignableRole;
  saving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Before an unverified address is raised: it may not be the person's (anyone can sign up with any address). */
function UnverifiedConfirm({ user, role, saving, onBack, onConfirm }: UnverifiedConfirmProps) {
  const { t } = useLingui();
  const email = user.email ?? '—';
  const username = user.username;
  const wanted = roleLabel(role);
  return (
    <div className="grid gap-4">
      <AlertDialogTitle>
        <Trans>This address is not verified</Trans>
      </AlertDialogTitle>
      <AlertDialogDescription>
        <Trans>
          Firebase has not verified that {email} belongs to {username}: anyone can sign up with an address
          that is not theirs. Make them {wanted} only if you know who this is.
        </Trans>
      </AlertDialogDescription>
      <AlertDialogFooter>
        <Button type="button" variant="outline" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button type="button" disabled={saving} onClick={onConfirm}>
          {saving ? <Spinner className="size-4" label={t`Saving`} /> : null}
          <Trans>Raise anyway</Trans>
        </Button>
      </AlertDialogFooter>
    </div>
  );
}
