import { getSign } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { SignIcon } from '../../components/sign-icon';
import { formatPercent, intlLocale } from '../../i18n/format';
import { signLabel } from '../../i18n/sign-names';
import { SM_UP, useMediaQuery } from '../../lib/use-media-query';
import type { HistoryRow } from './history';

const th = 'px-4 py-3 text-left font-semibold text-gold text-xs uppercase tracking-wider';
const td = 'px-4 py-3';

function SignCell({ name }: { name: string }) {
  const sign = getSign(name);
  return (
    <span className="flex min-w-0 items-center gap-2 whitespace-nowrap">
      {sign ? <SignIcon sign={sign} size={24} /> : null}
      {sign ? signLabel(sign.name) : name}
    </span>
  );
}

function ScoreBar({ score, className }: { score: number; className?: string }) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden className={clsx('h-2 overflow-hidden rounded-full bg-forest-800', className)}>
        <div className="h-full rounded-full bg-gold" style={{ width: `${score}%` }} />
      </div>
      <span className="font-medium text-parchment tabular-nums">{formatPercent(score)}</span>
    </div>
  );
}

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  const format = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });
  return Number.isNaN(time) ? iso : format.format(time);
}

function CheckDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** Wide screens: the table of docs/PRODUCT.md §2, four columns. */
function Table({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <section
      className="focus-ring overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: should the table still overflow (very long names), keyboard users must be able to scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={t`Your compatibility checks`}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          <Trans>Your compatibility checks, newest first</Trans>
        </caption>
        <thead>
          <tr className="border-forest-700 border-b">
            <th scope="col" className={th}>
              <Trans>First Sign</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Second Sign</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Compatibility</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>Date</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center text-parchment-dim">
                {t`You haven't checked any compatibility yet.`}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-forest-800 border-b last:border-0 hover:bg-forest-800/40">
                <td className={td}>
                  <SignCell name={row.firstSign} />
                </td>
                <td className={td}>
                  <SignCell name={row.secondSign} />
                </td>
                <td className={td}>
                  <ScoreBar score={row.score} className="w-24 md:w-32" />
                </td>
                <td className={`${td} whitespace-nowrap text-parchment-dim`}>
                  <CheckDate iso={row.createdAt} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

const label = 'font-semibold text-[0.7rem] text-gold uppercase tracking-wider';

/** Narrow screens: one card per check, each value under its column's name, so nothing scrolls sideways. */
function Cards({ rows }: { rows: readonly HistoryRow[] }) {
  if (rows.length === 0)
    return (
      <p className="py-6 text-center text-parchment-dim">{t`You haven't checked any compatibility yet.`}</p>
    );
  return (
    <ul aria-label={t`Your compatibility checks, newest first`} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-forest-700 bg-forest-950/40 p-3">
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div className="min-w-0">
              <dt className={label}>
                <Trans>First Sign</Trans>
              </dt>
              <dd className="mt-1">
                <SignCell name={row.firstSign} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className={label}>
                <Trans>Second Sign</Trans>
              </dt>
              <dd className="mt-1">
                <SignCell name={row.secondSign} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className={label}>
                <Trans>Compatibility</Trans>
              </dt>
              <dd className="mt-1">
                <ScoreBar score={row.score} className="min-w-0 flex-1" />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className={label}>
                <Trans>Date</Trans>
              </dt>
              <dd className="mt-1 text-parchment-dim">
                <CheckDate iso={row.createdAt} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The history as a table from the `sm` breakpoint up, as a list of cards below it. */
export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return useMediaQuery(SM_UP) ? <Table rows={rows} /> : <Cards rows={rows} />;
}
