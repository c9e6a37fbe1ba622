import { type ApiDbResult, steadyMaxRate, steadyShare } from './api-bench';
import type { BudgetCheck } from './budgets';
import type { BundleResult } from './bundle';
import type { DbResult } from './db-bench';
import { type ExportResult, exportReadings } from './export-bench';
import { type KeysResult, keyedReadMinRatio } from './keys-bench';
import { type LighthouseResult, pageTotalMs } from './lighthouse-summary';
import type { load, Machine } from './machine';
import { type PushResult, pushReminders } from './push-bench';
import { type ShareResult, shareImageMinRatio } from './share-bench';

export interface BenchReport {
  startedAt: string;
  minutes: number;
  quick: boolean;
  settings: { seconds: number; warmupSeconds: number; rounds: number; connections: number };
  machine: Machine;
  loadBefore: ReturnType<typeof load>;
  loadAfter: ReturnType<typeof load>;
  api: ApiDbResult[];
  /** Absent from reports written before the keys section. */
  keys?: KeysResult[];
  db: DbResult[];
  exports: ExportResult[];
  share?: ShareResult;
  /** Absent from reports written before the push section. */
  pushes?: PushResult[];
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
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

const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '–');

/** Lighthouse's medians per page, then where the main thread's time went beside the bare page's. */
function lighthouseTables(result: LighthouseResult): string[] {
  const { pages } = result;
  const list = (values: number[]) => values.map((value) => fixed(value)).join(', ');
  return [
    `### Lighthouse ${result.version} (default mobile settings: simulated 4G, 4× CPU slowdown; Debian Chromium), median of ${result.runs} loads per page`,
    table(
      [
        'page',
        'performance (each run)',
        'accessibility',
        'best practices',
        'FCP ms',
        'LCP ms',
        'TBT ms (each run)',
        'longest task ms (median, worst)',
        'CLS',
        'load average (min–max)',
        'audits under 0.9 (median run)',
      ],
      pages.map((p) => [
        p.page,
        `**${p.performance}** (${list(p.runs.map((run) => run.performance))})`,
        p.accessibility,
        p.bestPractices,
        fixed(p.fcpMs),
        fixed(p.lcpMs),
        `**${fixed(p.tbtMs)}** (${list(p.runs.map((run) => run.tbtMs))})`,
        `${fixed(p.longestTaskMs)}, ${fixed(p.worstTaskMs)}`,
        fixed(p.cls, 3),
        `${p.load.median} (${p.load.min}–${p.load.max})`,
        p.failing.join('; ') || '–',
      ]),
    ),
    "Main thread in the trace of the same loads (Lighthouse's simulated throttling loads the page at the " +
      "machine's own speed), median ms per task group; ÷ bare: against the same group of the bare page (the " +
      'built index.html without its scripts and styles, loaded in the same rounds).',
    table(
      ['task group', ...pages.flatMap((p) => [`${p.page} ms`, '÷ bare']), 'bare page ms'],
      [
        ...(pages[0]?.mainThread ?? []).map((row, index) => [
          row.label,
          ...pages.flatMap((p) => {
            const own = p.mainThread[index];
            return own
              ? [fixed(own.pageMs), times(own.bareMs >= 1 ? own.pageMs / own.bareMs : Number.NaN)]
              : ['', ''];
          }),
          fixed(row.bareMs, 1),
        ]),
        [
          '**total**',
          ...pages.flatMap((p) => [fixed(pageTotalMs(p)), `**${times(pageTotalMs(p) / p.bareTotalMs)}**`]),
          fixed(pages[0]?.bareTotalMs ?? Number.NaN, 1),
        ],
      ],
    ),
  ];
}

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
      `### API (autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up before each ` +
        `side's first run, ${settings.rounds} × ${settings.seconds} s per side, baseline and server alternating; then, for the ` +
        `p99 budget, three steady runs per side (BSSBBS, medians) at ${steadyShare}× the server's saturated req/s, ` +
        `at most ${steadyMaxRate})`,
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
          'p99 ms saturated (baseline)',
          'p99 ms steady: rate (baseline)',
          'errors',
          'CPU µs/req (baseline)',
        ],
        report.api.flatMap((run) =>
          run.figures.map((f) => [
            f.db,
            f.name,
            `${f.bodyBytes} B`,
            f.baseline === 'query' ? 'same statement, postgres.js' : 'same bytes',
            fixed(f.serverRps),
            fixed(f.baselineRps),
            `**${fixed(f.ratio, 2)}×** (${f.rounds.map((r) => fixed(r.ratio, 2)).join(', ')})`,
            fixed(f.p50Ms, 1),
            `${fixed(f.p99Ms, 1)} (${fixed(f.baselineP99Ms, 1)})`,
            f.steady
              ? `${fixed(f.steady.p99Ms, 1)}: ${fixed(f.steady.rate)}/s (${fixed(f.steady.baselineP99Ms, 1)})`
              : '–',
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
  if (report.exports.length > 0) {
    const mib = (bytes: number) => fixed(bytes / 1024 / 1024, 1);
    parts.push(
      `### Export (GET /api/users/me/export, and tRPC user.exportMe as the web app asks for it, of one user with ${exportReadings.toLocaleString('en-GB')} readings, ` +
        'body streamed to a file; server RSS just before, once it had stayed within 1 MB for 2 s, and its peak while ' +
        'the body was sent: the kernel high-water mark, reset just before, or samples every 20 ms)',
    );
    parts.push(
      table(
        [
          'db',
          'transport',
          'server RSS before MB',
          'peak MB',
          'growth MB',
          'body MB',
          'first byte ms',
          'seconds',
          'readings, checks in the body',
          'load average after',
        ],
        report.exports.map((run) => [
          run.db,
          run.transport,
          `${mib(run.rssBeforeBytes)}${run.steadyBefore ? '' : ' (still moving)'}`,
          `${mib(run.peakRssBytes)} (${run.peakFrom === 'hwm' ? 'high-water mark' : 'sampled'})`,
          `**${mib(run.growthBytes)}**`,
          mib(run.bodyBytes),
          fixed(run.firstByteMs),
          fixed(run.seconds, 2),
          run.exported.parses ? `${run.exported.readings}, ${run.exported.checks}` : 'does not parse',
          loadText(run.load),
        ]),
      ),
    );
  }
  if (report.keys && report.keys.length > 0) {
    parts.push(
      '### API keys (the same shared public read with an X-Api-Key and without, one built server, both counted: ' +
        'the key against its quota, the read without one against its address; alternating rounds)',
    );
    parts.push(
      table(
        ['db', 'path', 'rounds (with ÷ without)', 'ratio (median)', 'budget', 'errors', 'load after'],
        report.keys.map((run) => [
          run.db,
          `\`${run.path}\``,
          run.rounds
            .map(
              (round) =>
                `${fixed(round.keyed.requestsPerSecond)} ÷ ${fixed(round.anonymous.requestsPerSecond)}`,
            )
            .join(', '),
          `**${fixed(run.ratio, 2)}×**`,
          `≥ ${keyedReadMinRatio}×`,
          run.errors,
          loadText(run.load),
        ]),
      ),
    );
  }
  if (report.share) {
    const share = report.share;
    parts.push(
      '### Share preview images (a first request renders with satori and resvg and stores the PNG: server CPU per ' +
        `image over ${share.renderCpuMs.images} images; then one stored ${fixed(share.imageBytes / 1024)} kB image ` +
        'under load against bare node:http sending the same bytes, alternating)',
    );
    parts.push(
      table(
        ['what', 'measured', 'budget'],
        [
          [
            'render CPU per image, median (max)',
            `${fixed(share.renderCpuMs.median)} ms (${fixed(share.renderCpuMs.max)} ms)`,
            '',
          ],
          ...share.rounds.map((round, i) => [
            `cached image, round ${i + 1}`,
            `${fixed(round.server.requestsPerSecond)} vs ${fixed(round.baseline.requestsPerSecond)} req/s: ${fixed(round.ratio, 2)}×`,
            '',
          ]),
          [
            'cached image vs bare static server (median round)',
            `**${fixed(share.ratio, 2)}×**`,
            `≥ ${shareImageMinRatio}×`,
          ],
          ['load average after', loadText(share.load), ''],
        ],
      ),
    );
  }
  if (report.pushes && report.pushes.length > 0) {
    const mib = (bytes: number) => fixed(bytes / 1024 / 1024, 1);
    parts.push(
      `### Push (${pushReminders.toLocaleString('en-GB')} reminders made due in one minute, one instance, a local ` +
        'https push service answering 201; from due to the last answer; server CPU and RSS over the drain)',
    );
    parts.push(
      table(
        [
          'db',
          'sent',
          'seconds',
          'messages/s',
          'CPU ms per message',
          'RSS before MB',
          'peak MB',
          'repeats',
          'load average after',
        ],
        report.pushes.map((run) => [
          run.db,
          String(run.reminders),
          `**${fixed(run.drainSeconds, 1)}**`,
          fixed(run.messagesPerSecond),
          fixed(run.cpuMicrosPerMessage / 1000, 2),
          mib(run.rssBeforeBytes),
          mib(run.peakRssBytes),
          String(run.repeats),
          loadText(run.load),
        ]),
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
  if (report.lighthouse) parts.push(...lighthouseTables(report.lighthouse));
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
