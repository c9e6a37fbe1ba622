import type { AdminUser } from '@celtic/api';
import { type AssignableRole, isSiteOwnerRole } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { NotAuthorised } from '../../components/not-authorised';
import { PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { CenteredSpinner } from '../../components/ui/spinner';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { useZodiacSign } from '../../sign/sign-context';
import { roleLabel } from '../admin/roles';
import { AuditSection } from './audit-section';
import { RoleDialog } from './role-dialog';
import { useRefreshSystem } from './system-queries';
import { UsersSection } from './users-section';

/** The rules between the e-mail lists and a role set here (docs/PRODUCT.md, Roles). */
function HowRolesWork() {
  return (
    <Card className="p-5 text-parchment-dim text-sm">
      <h2 className="font-display text-lg text-parchment">
        <Trans>How roles are decided</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <Trans>
            The e-mail lists the server is started with (site owners and admins) raise a role when someone
            signs in. They never lower one.
          </Trans>
        </li>
        <li>
          <Trans>
            A role you set here wins over the lists: a demoted admin stays demoted at their next sign-in.
          </Trans>
        </li>
        <li>
          <Trans>
            The service always keeps at least one site owner: make another user a site owner before you step
            down.
          </Trans>
        </li>
        <li>
          <Trans>
            An address marked Unverified may not belong to the person: anyone can sign up with any address.
            Raising such an account asks you to confirm first.
          </Trans>
        </li>
      </ul>
    </Card>
  );
}

function SystemSettings({ selfId }: { selfId: number }) {
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setRole = useMutation(trpc.admin.setRole.mutationOptions());
  const refresh = useRefreshSystem();
  const { refreshRole } = useZodiacSign();
  const { t } = useLingui();

  const save = (user: AdminUser, role: AssignableRole, reason: string) => {
    setRole.mutate(
      { id: user.id, role, ...(reason.trim() && { reason: reason.trim() }) },
      {
        onSuccess: (changed) => {
          setEditing(null);
          const username = changed.username;
          const role = roleLabel(changed.role);
          toast({ title: t`Role changed`, description: t`${username} is now ${role}.` });
          void refresh();
          if (changed.id === selfId) {
            refreshRole();
            void queryClient.invalidateQueries(trpc.user.me.queryFilter());
          }
        },
        onError: (err) =>
          toast({
            title: t`Could not change the role`,
            description: errorText(err).replace(/^\d{3}: /, ''),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <HowRolesWork />
      <UsersSection selfId={selfId} onChangeRole={setEditing} />
      <AuditSection />
      <RoleDialog
        user={editing}
        selfId={selfId}
        saving={setRole.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </div>
  );
}

export function SystemPage() {
  // The caller's own profile: a role known to be loaded (the context's starts as 'user'), and their id.
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        icon={<Settings />}
        title={t`System Settings`}
        description={t`Run the service: who has which role, and what changed.`}
      />
      {me.isPending ? (
        <CenteredSpinner label={t`Checking your access`} />
      ) : me.data && isSiteOwnerRole(me.data.role) ? (
        <SystemSettings selfId={me.data.id} />
      ) : (
        <NotAuthorised page={t`System Settings`} openTo={t`site owners`} />
      )}
    </div>
  );
}
