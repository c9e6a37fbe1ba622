import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from './emulator';
import {
  barePage,
  emptyMainThread,
  type LighthouseResult,
  type LighthouseRun,
  lighthouseBudgets,
  lighthouseRuns,
  type MainThread,
  summarise,
  type TaskGroup,
  totalMs,
} from './lighthouse-summary';
import { load } from './machine';
import { resultsDir } from './paths';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * BENCH_LIGHTHOUSE_REPORTS=1 keeps each full Lighthouse JSON report in apps/bench/results/ (git-ignored),
 * for the audits the table does not show.
 */
const keepReports = process.env.BENCH_LIGHTHOUSE_REPORTS === '1';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Rows = Array<Record<string, unknown>>;

function auditRows(lhr: Lhr, id: string): Rows {
  const details = lhr.audits[id]?.details as { items?: Rows } | undefined;
  return details?.items ?? [];
}

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');

/** The main-thread breakdown Lighthouse already computed, as a few printable lines. */
function mainThreadDiagnostics(lhr: Lhr): string[] {
  const bootup = auditRows(lhr, 'bootup-time')
    .slice(0, 4)
    .map((row) => `${shortUrl(row.url)} ${ms(row.total)} (script ${ms(row.scripting)})`);
  const work = auditRows(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((row) => `${row.groupLabel ?? row.group} ${ms(row.duration)}`);
  const longTasks = auditRows(lhr, 'long-tasks')
    .slice(0, 6)
    .map((row) => `${shortUrl(row.url)} @${ms(row.startTime)} ${ms(row.duration)}`);
  return [
    `bootup: ${bootup.join('; ') || 'none'}`,
    `main thread: ${work.join('; ') || 'none'}`,
    `long tasks: ${longTasks.join('; ') || 'none'}`,
  ];
}

/**
 * Main-thread time per task group of the trace itself. With simulated throttling (Lighthouse's default) the
 * page loads at the machine's full speed and the audit multiplies what the trace holds by the CPU slowdown:
 * dividing it out gives the unthrottled trace's own figures.
 */
function unthrottledMainThread(lhr: Lhr): MainThread {
  const { throttlingMethod, throttling } = lhr.configSettings;
  if (throttlingMethod !== 'simulate')
    throw new Error(`expected simulated throttling, not ${throttlingMethod}`);
  const slowdown = throttling.cpuSlowdownMultiplier ?? 1;
  const mainThread = emptyMainThread();
  for (const row of auditRows(lhr, 'mainthread-work-breakdown')) {
    const group = row.group as TaskGroup;
    if (group in mainThread) mainThread[group] += Number(row.duration) / slowdown;
  }
  return mainThread;
}

/** A Chromium with a persistent profile (the browser's default context, which Lighthouse's tab joins). */
async function openBrowser(): Promise<{ context: BrowserContext; port: number; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'celtic-bench-chromium-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, `--remote-debugging-port=${port}`],
  });
  return {
    context,
    port,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface AuditOptions {
  port: number;
  keepStorage: boolean;
  /** Only the main-thread audits (the bare page): the other categories would audit an empty document. */
  mainThreadOnly?: boolean;
}

/** One Lighthouse load with its default settings: the mobile form factor, simulated 4G, 4× CPU slowdown. */
async function auditOnce(
  url: string,
  options: AuditOptions,
): Promise<{ run: LighthouseRun; version: string }> {
  const load1 = load().one;
  const result = await lighthouse(url, {
    port: options.port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: options.keepStorage,
    ...(options.mainThreadOnly
      ? { onlyAudits: ['mainthread-work-breakdown', 'long-tasks'] }
      : { onlyCategories: ['performance', 'accessibility', 'best-practices'] }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code, lhr.runtimeError.message);
  if (keepReports) {
    await mkdir(resultsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    const file = join(resultsDir, `lighthouse-${options.mainThreadOnly ? 'bare' : name}-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scored = new Set(
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const failing = Object.values(lhr.audits)
    .filter((entry) => scored.has(entry.id) && entry.score !== null && entry.score < 0.9)
    .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
  const longTasks = auditRows(lhr, 'long-tasks').map((row) => Number(row.duration));
  return {
    version: lhr.lighthouseVersion,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      longestTaskMs: Math.max(0, ...longTasks),
      mainThread: unthrottledMainThread(lhr),
      load: load1,
      failing,
      diagnostics: mainThreadDiagnostics(lhr),
    },
  };
}

class LighthouseRunError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/**
 * A load whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is loaded once more;
 * the log says so. A second failure ends the bench.
 */
async function audit(url: string, options: AuditOptions, log: (line: string) => void) {
  try {
    return await auditOnce(url, options);
  } catch (err) {
    if (!(err instanceof LighthouseRunError)) throw err;
    log(`  ${url}: ${err.code}, loading it again`);
    return auditOnce(url, options);
  }
}

/** Serves the bare page (see barePage) on a port of its own. */
async function serveBarePage(indexHtml: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = barePage(indexHtml);
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Signs in through the emulator's in-app account chooser and picks a sign, as a person would. */
async function signInAndChooseSign(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog');
  await chooser.waitFor();
  const another = chooser.getByRole('button', { name: 'Use another account' });
  if (await another.isVisible()) await another.click();
  const stamp = Date.now().toString(36);
  await chooser.getByLabel('Name').fill('Lighthouse Reader');
  await chooser.getByLabel('Email').fill(`lighthouse-${stamp}@example.com`);
  await chooser.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => url.pathname === '/welcome', { timeout: 90_000 });
  await page.getByRole('combobox', { name: 'Zodiac sign' }).click();
  await page.getByRole('option', { name: /^Hawk / }).click();
  await page.getByRole('button', { name: 'Continue with Hawk' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 90_000 });
}

/** The public page a shared chart link opens, signed out (a chart drawn for a date in the address). */
export const birthChartPath = '/birth-chart?date=1990-03-20';

/**
 * Lighthouse `runs` times on the pages a signed-out visitor lands on, /login and /birth-chart (a fresh profile,
 * storage reset before each load), and on / signed in (a profile that has signed in and chosen a sign), with
 * the bare page loaded in the same loop: one round loads each of the four once, so all see the same hours of
 * the machine.
 */
export async function runLighthouse(
  baseUrl: string,
  indexHtml: string,
  log: (line: string) => void,
  runs = lighthouseRuns,
): Promise<LighthouseResult> {
  const bare = await serveBarePage(indexHtml);
  // A browser per page: /login loaded in the browser that had just loaded the bare page (another origin)
  // lost its navigation start in Lighthouse's trace (NO_NAVSTART) about one time in three.
  const blank = await openBrowser();
  const fresh = await openBrowser();
  const signedIn = await openBrowser();
  const login: LighthouseRun[] = [];
  const chart: LighthouseRun[] = [];
  const dashboard: LighthouseRun[] = [];
  const bareRuns: MainThread[] = [];
  let version = '';
  const line = (name: string, run: LighthouseRun) =>
    `  ${name}: performance ${run.performance}, FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ` +
    `TBT ${Math.round(run.tbtMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms, ` +
    `main thread ${Math.round(totalMs(run.mainThread))} ms unthrottled (load ${run.load})`;
  try {
    const page = await signedIn.context.newPage();
    await signInAndChooseSign(page, baseUrl);
    await page.close();
    for (let round = 1; round <= runs; round += 1) {
      log(` round ${round} of ${runs}`);
      const empty = await audit(
        bare.url,
        { port: blank.port, keepStorage: false, mainThreadOnly: true },
        log,
      );
      bareRuns.push(empty.run.mainThread);
      log(
        `  bare page: main thread ${Math.round(totalMs(empty.run.mainThread))} ms (load ${empty.run.load})`,
      );
      const first = await audit(`${baseUrl}/login`, { port: fresh.port, keepStorage: false }, log);
      version = first.version;
      login.push(first.run);
      log(line('/login', first.run));
      const drawn = await audit(`${baseUrl}${birthChartPath}`, { port: fresh.port, keepStorage: false }, log);
      chart.push(drawn.run);
      log(line(birthChartPath, drawn.run));
      const home = await audit(`${baseUrl}/`, { port: signedIn.port, keepStorage: true }, log);
      dashboard.push(home.run);
      log(line('/ signed in', home.run));
      for (const [name, run] of [
        ['/login', first.run],
        [birthChartPath, drawn.run],
        ['/ signed in', home.run],
      ] as const) {
        // The first round's, and any run's whose longest task breaks the budget: what that task was.
        if (round === 1 || run.longestTaskMs > lighthouseBudgets.longTaskMs) {
          log(`  ${name}, Lighthouse's breakdown (4× CPU slowdown):`);
          for (const diagnostic of run.diagnostics) log(`    ${diagnostic}`);
        }
      }
    }
  } finally {
    await signedIn.close();
    await fresh.close();
    await blank.close();
    await bare.close();
  }
  return {
    version,
    runs,
    pages: [
      summarise('/login', login, bareRuns),
      summarise('/birth-chart (signed out)', chart, bareRuns),
      summarise('/ (signed in)', dashboard, bareRuns),
    ],
  };
}
