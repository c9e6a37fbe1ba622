import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CenteredSpinner } from '../../components/ui/spinner';
import { dateTimeFormat } from '../../i18n/format';
import { roleLabel } from '../admin/roles';
import { auditActionLabel, auditActor, auditReason, auditSentence } from './audit-text';
import { useAuditTrail } from './system-queries';

/** When an entry was made, in the language shown. */
const formatWhen = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(iso));
const th = 'px-3 py-2 text-left font-semibold text-gold text-xs uppercase tracking-wider whitespace-nowrap';
const td = 'px-3 py-2 align-top';

export function AuditSection() {
  const audit = useAuditTrail();
  const rows = useMemo(() => audit.data?.pages.flat() ?? [], [audit.data]);
  const { t } = useLingui();
  const headers = [t`When`, t`Who`, t`What`, t`Whom`, t`From`, t`To`, t`Reason`];
  // A reason in the language's quotation marks.
  const quoted = (reason: string) => t`“${reason}”`;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden className="size-5" /> <Trans>Audit trail</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Every role change, deleted account and role raised at sign-in, newest first. Entries stay after
            the people in them are deleted.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {audit.isPending ? (
          <CenteredSpinner label={t`Loading the audit trail`} />
        ) : audit.error && !audit.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p>
              <Trans>The audit trail could not be loaded.</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-parchment-dim">
            <Trans>Nothing recorded yet.</Trans>
          </p>
        ) : (
          <>
            {/* Phones: one sentence per entry. */}
            <ol aria-label={t`Audit entries`} className="grid gap-2 md:hidden">
              {rows.map((row) => {
                const reason = auditReason(row);
                return (
                  <li key={row.id} className="rounded-lg border border-forest-700 px-3 py-2 text-sm">
                    <p className="text-parchment">{auditSentence(row)}</p>
                    {reason ? <p className="mt-1 text-parchment-dim">{quoted(reason)}</p> : null}
                    <time dateTime={row.createdAt} className="mt-1 block text-parchment-faint text-xs">
                      {formatWhen(row.createdAt)}
                    </time>
                  </li>
                );
              })}
            </ol>
            {/* Wider screens: who, whom, from, to, reason, when. */}
            <section
              className="focus-ring hidden overflow-x-auto md:block"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label={t`Audit trail table`}
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">
                  <Trans>Audit trail, newest first</Trans>
                </caption>
                <thead>
                  <tr className="border-forest-700 border-b">
                    {headers.map((h) => (
                      <th key={h} scope="col" className={th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-forest-800 border-b last:border-0">
                      <td className={`${td} whitespace-nowrap text-parchment-dim`}>
                        <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time>
                      </td>
                      <td className={`${td} text-parchment`}>{auditActor(row)}</td>
                      <td className={`${td} text-parchment-dim`}>{auditActionLabel(row.action)}</td>
                      <td className={`${td} text-parchment`}>{row.targetName}</td>
                      <td className={td}>{row.fromRole ? roleLabel(row.fromRole) : '—'}</td>
                      <td className={td}>{row.toRole ? roleLabel(row.toRole) : '—'}</td>
                      <td className={`${td} text-parchment-dim`}>{auditReason(row) ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
        <LoadMore pages={audit} label={t`Load more entries`} endLabel={t`The whole audit trail is shown.`} />
      </CardContent>
    </Card>
  );
}
