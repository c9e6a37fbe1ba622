import { History } from 'lucide-react';
import { useMemo } from 'react';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CenteredSpinner } from '../../components/ui/spinner';
import { roleLabel } from '../admin/roles';
import { auditActor, auditSentence } from './audit-text';
import { useAuditTrail } from './system-queries';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const th = 'px-3 py-2 text-left font-semibold text-gold text-xs uppercase tracking-wider whitespace-nowrap';
const td = 'px-3 py-2 align-top';

export function AuditSection() {
  const audit = useAuditTrail();
  const rows = useMemo(() => audit.data?.pages.flat() ?? [], [audit.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden className="size-5" /> Audit trail
        </CardTitle>
        <CardDescription>
          Every role change, deleted account and role raised at sign-in, newest first. Entries stay after the
          people in them are deleted.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {audit.isPending ? (
          <CenteredSpinner label="Loading the audit trail" />
        ) : audit.error && !audit.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p>The audit trail could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-parchment-dim">Nothing recorded yet.</p>
        ) : (
          <>
            {/* Phones: one sentence per entry. */}
            <ol aria-label="Audit entries" className="grid gap-2 md:hidden">
              {rows.map((row) => (
                <li key={row.id} className="rounded-lg border border-forest-700 px-3 py-2 text-sm">
                  <p className="text-parchment">{auditSentence(row)}</p>
                  {row.reason ? <p className="mt-1 text-parchment-dim">“{row.reason}”</p> : null}
                  <time dateTime={row.createdAt} className="mt-1 block text-parchment-faint text-xs">
                    {dateFormat.format(Date.parse(row.createdAt))}
                  </time>
                </li>
              ))}
            </ol>
            {/* Wider screens: who, whom, from, to, reason, when. */}
            <section
              className="focus-ring hidden overflow-x-auto md:block"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              aria-label="Audit trail table"
            >
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">Audit trail, newest first</caption>
                <thead>
                  <tr className="border-forest-700 border-b">
                    {['When', 'Who', 'What', 'Whom', 'From', 'To', 'Reason'].map((h) => (
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
                        <time dateTime={row.createdAt}>{dateFormat.format(Date.parse(row.createdAt))}</time>
                      </td>
                      <td className={`${td} text-parchment`}>{auditActor(row)}</td>
                      <td className={`${td} text-parchment-dim`}>{actionLabels[row.action]}</td>
                      <td className={`${td} text-parchment`}>{row.targetName}</td>
                      <td className={td}>{row.fromRole ? roleLabel(row.fromRole) : '—'}</td>
                      <td className={td}>{row.toRole ? roleLabel(row.toRole) : '—'}</td>
                      <td className={`${td} text-parchment-dim`}>{row.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
        <LoadMore pages={audit} label="Load more entries" endLabel="The whole audit trail is shown." />
      </CardContent>
    </Card>
  );
}

const actionLabels = {
  role_change: 'Role change',
  user_deletion: 'Account deleted',
  sign_in_raise: 'Raised at sign-in',
} as const;
