import { getSign } from '@celtic/zodiac-core';
import { SignIcon } from '../../components/sign-icon';
import type { HistoryRow } from './history';

const th = 'px-4 py-3 text-left font-semibold text-gold text-xs uppercase tracking-wider';
const td = 'px-4 py-3';

function SignCell({ name }: { name: string }) {
  const sign = getSign(name);
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      {sign ? <SignIcon sign={sign} size={24} /> : null}
      {name}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(t);
}

export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <section
      className="focus-ring overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Your compatibility checks"
    >
      {/* The minimum width keeps filled rows readable (scrolling sideways on phones); an empty table would
          only push its message out of sight. */}
      <table className={`w-full border-collapse text-sm ${rows.length > 0 ? 'min-w-[34rem]' : ''}`}>
        <caption className="sr-only">Your compatibility checks, newest first</caption>
        <thead>
          <tr className="border-forest-700 border-b">
            <th scope="col" className={th}>
              First Sign
            </th>
            <th scope="col" className={th}>
              Second Sign
            </th>
            <th scope="col" className={th}>
              Compatibility
            </th>
            <th scope="col" className={th}>
              Date
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-8 text-center text-parchment-dim">
                You haven't checked any compatibility yet.
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
                  <div className="flex items-center gap-3">
                    <div aria-hidden className="h-2 w-24 overflow-hidden rounded-full bg-forest-800 sm:w-32">
                      <div className="h-full rounded-full bg-gold" style={{ width: `${row.score}%` }} />
                    </div>
                    <span className="font-medium text-parchment tabular-nums">{row.score}%</span>
                  </div>
                </td>
                <td className={`${td} whitespace-nowrap text-parchment-dim`}>
                  <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
