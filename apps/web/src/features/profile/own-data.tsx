import type { OwnData as OwnDataExport } from '@celtic/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { signLabel } from '../../i18n/sign-names';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPCClient } from '../../lib/trpc';
import { useZodiacSign } from '../../sign/sign-context';
import { removeStoredSign } from '../../sign/stored-sign-key';

/** Saves `text` as a file through a temporary link. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The export arrives as pieces of JSON text (a stream, so the server never holds it whole). */
async function readExport(answer: OwnDataExport | AsyncIterable<string>): Promise<OwnDataExport> {
  if (!(Symbol.asyncIterator in answer)) return answer;
  let text = '';
  for await (const piece of answer) text += piece;
  return JSON.parse(text) as OwnDataExport;
}

const withoutStatus = (err: unknown) => errorText(err).replace(/^\d{3}: /, '');

/** "Download my data" and "Delete my account" (docs/PRODUCT.md, A user's own data). */
export function OwnData() {
  const { user, signOut } = useAuth();
  const client = useTRPCClient();
  const { sign } = useZodiacSign();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();

  async function download() {
    setDownloading(true);
    try {
      const data = await readExport(await client.user.exportMe.query());
      saveFile(
        `celtic-zodiac-data-${data.exportedAt.slice(0, 10)}.json`,
        `${JSON.stringify(data, null, 2)}\n`,
      );
    } catch (err) {
      toast({
        title: t`Could not download your data`,
        description: withoutStatus(err),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  async function deleteAccount() {
    setDeleting(true);
    try {
      await client.user.deleteMe.mutate();
    } catch (err) {
      setDeleting(false);
      toast({
        title: t`Could not delete your account`,
        description: withoutStatus(err),
        variant: 'destructive',
      });
      return;
    }
    if (user) removeStoredSign(localStorage, user.uid);
    await signOut().catch((err: unknown) => console.error('Sign-out after deletion failed', err));
    toast({ title: t`Account deleted`, description: t`Your account and everything saved with it are gone.` });
    await navigate({ to: '/login' });
  }

  const signName = sign ? signLabel(sign.name) : '';
  // What is lost, as one sentence per case (a list built around the message would not translate).
  const warning = sign
    ? t`This permanently deletes your profile, your chosen sign (${signName}), all your saved readings, your compatibility history, then signs you out. The audit trail keeps a record that the account was deleted. This cannot be undone.`
    : t`This permanently deletes your profile, all your saved readings, your compatibility history, then signs you out. The audit trail keeps a record that the account was deleted. This cannot be undone.`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Take a copy of everything stored about you, or delete your account for good.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? (
            <Spinner className="size-4" label={t`Preparing your data`} />
          ) : (
            <Download aria-hidden />
          )}
          <Trans>Download my data</Trans>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={deleting}>
          {deleting ? (
            <Spinner className="size-4" label={t`Deleting your account`} />
          ) : (
            <Trash2 aria-hidden />
          )}
          <Trans>Delete my account</Trans>
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete your account?`}
        description={warning}
        confirmLabel={t`Delete my account`}
        onConfirm={() => void deleteAccount()}
      />
    </Card>
  );
}
