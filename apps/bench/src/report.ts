import type { ApiDbResult } from './api-bench';
import type { BudgetCheck } from './budgets';
import type { BundleResult } from './bundle';
import type { DbResult } from './db-bench';
import type { LighthouseFigure } from './lighthouse';
import type { load, Machine } from './machine';

export interface BenchReport {
  startedAt: string;
  minutes: number;
  quick: boolean;
  settings: { seconds: number; warmupSeconds: number; rounds: number; connections: number };
  machine: Machine;
  loadBefore: ReturnType<typeof load>;
  loadAfter: ReturnType<typeof load>;
  api: ApiDbResult[];
  db: DbResult[];
  bundle?: BundleResult;
  lighthouse: LighthouseFigure[];
  budgets: BudgetCheck[];
  notes: string[];
}

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const loadText = (l: ReturnType<typeof load>) => `${l.one} / ${l.five} / ${l.fifteen}`;

/** The figures as Markdown: what `pnpm bench` prints and what docs/PERFORMANCE.md holds. */
export function toMarkdown(report: BenchReport): string {
  const parts: string[] = [];
  const { machine, settings } = report;
  parts.push(
    `Run ${report.startedAt}${report.quick ? ' (--quick smoke: not comparable)' : ''}, ${fixed(report.minutes, 1)} min. ` +
      `Machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}. ` +
      `Load average (1/5/15 min) before ${loadText(report.loadBefore)}, after ${loadText(report.loadAfter)}.`,
  );
  if (report.api.length > 0) {
    parts.push(
      `### API (autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, ` +
        `${settings.rounds} × ${settings.seconds} s per side, baseline and server alternating)`,
    );
    parts.push(
      table(
        [
          'db',
          'endpoint',
          'body',
          'baseline',
          'server req/s',
          'baseline req/s',
          'ratio (per round)',
          'p50 ms',
          'p99 ms (baseline)',
          'errors',
          'CPU µs/req (baseline)',
        ],
        report.api.flatMap((run) =>
          run.figures.map((f) => [
            f.db,
            f.name,
            `${f.bodyBytes} B`,
            f.baseline === 'query' ? 'same query, postgres.js' : 'same bytes',
            fixed(f.serverRps),
            fixed(f.baselineRps),
            `**${fixed(f.ratio, 2)}×** (${f.rounds.map((r) => fixed(r.ratio, 2)).join(', ')})`,
            fixed(f.p50Ms, 1),
            `${fixed(f.p99Ms, 1)} (${fixed(f.baselineP99Ms, 1)})`,
            f.errors,
            `${fixed(f.cpuMicrosPerRequest)} (${fixed(f.baselineCpuMicrosPerRequest)})`,
          ]),
        ),
      ),
    );
    parts.push(
      table(
        ['db', 'server peak RSS during the load', 'load average after'],
        report.api.map((run) => [run.db, `${fixed(run.peakRssBytes / 1024 / 1024)} MB`, loadText(run.load)]),
      ),
    );
  }
  if (report.db.length > 0) {
    parts.push(
      '### Database at scale (median per query, seeded ÷ small database holding the same user rows)',
    );
    for (const run of report.db) {
      parts.push(
        `${run.db}: seeded ${run.seeded.users} users, ${run.seeded.readings} readings, ${run.seeded.checks} checks ` +
          `(${run.seedSeconds === null ? 'already present' : `seeded in ${fixed(run.seedSeconds, 1)} s`}); ` +
          `small ${run.small.users} users, ${run.small.readings} readings, ${run.small.checks} checks.`,
      );
    }
    parts.push(
      table(
        [
          'db',
          'query',
          'seeded ms',
          'small ms',
          'ratio',
          "planner's choice (EXPLAIN, seeded)",
          'index (pages: in order without a sort)',
        ],
        report.db.flatMap((run) =>
          run.figures.map((f) => [
            f.db,
            f.name,
            fixed(f.seededMedianMs, 3),
            fixed(f.smallMedianMs, 3),
            `**${fixed(f.ratio, 2)}×**`,
            f.plan,
            f.usesIndex ? 'yes' : 'NO',
          ]),
        ),
      ),
    );
  }
  if (report.bundle) {
    const b = report.bundle;
    parts.push('### Web bundle (gzip level 9, from the Vite manifest)');
    parts.push(
      table(
        ['what', 'gzipped', 'budget'],
        [
          [
            `/login initial JS (${b.loginInitialFiles} files)`,
            kB(b.loginInitialJsGzip),
            kB(b.budgets.loginInitialJs),
          ],
          ['of which the entry chunk and its static imports', kB(b.entryGzip), ''],
          ['all CSS', kB(b.cssGzip), kB(b.budgets.css)],
          ...b.routes.map((r) => [
            `route ${r.route} own chunk (+ lazy chunks in all)`,
            `${kB(r.ownGzip)} (+${kB(r.addedGzip)})`,
            r.route === '/login' ? 'in the initial JS' : kB(b.budgets.routeChunk),
          ]),
        ],
      ),
    );
  }
  if (report.lighthouse.length > 0) {
    parts.push('### Lighthouse 12.2.3 (default mobile throttling, Debian Chromium)');
    parts.push(
      table(
        [
          'page',
          'performance',
          'accessibility',
          'best practices',
          'LCP ms',
          'TBT ms',
          'CLS',
          'audits under 0.9',
        ],
        report.lighthouse.map((p) => [
          p.page,
          p.performance,
          p.accessibility,
          p.bestPractices,
          fixed(p.lcpMs),
          fixed(p.tbtMs),
          fixed(p.cls, 3),
          p.failing.join('; ') || '–',
        ]),
      ),
    );
  }
  parts.push('### Budgets');
  parts.push(
    table(
      ['budget', 'measured', 'holds'],
      report.budgets.map((b) => [b.budget, b.measured, b.holds ? 'yes' : '**NO**']),
    ),
  );
  if (report.notes.length > 0) parts.push(report.notes.map((note) => `- ${note}`).join('\n'));
  return `${parts.join('\n\n')}\n`;
}

export const docsStart = '<!-- bench:start -->';
export const docsEnd = '<!-- bench:end -->';

/** Replaces the figures between the markers of docs/PERFORMANCE.md, keeping the prose around them. */
export function replaceFigures(document: string, figures: string): string {
  const start = document.indexOf(docsStart);
  const end = document.indexOf(docsEnd);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/PERFORMANCE.md has no ${docsStart} … ${docsEnd} block`);
  }
  return `${document.slice(0, start + docsStart.length)}\n${figures}${document.slice(end)}`;
}
