import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from './emulator';
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

export const minScore = 95;

export interface LighthouseFigure {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, for the notes when a score is under budget. */
  failing: string[];
  /** Where the main thread's time went (bootup-time per script, work by category, long tasks), for the log. */
  diagnostics: string[];
}

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

async function audit(url: string, port: number, keepStorage: boolean): Promise<LighthouseFigure> {
  // Lighthouse's defaults: the mobile form factor with simulated 4G and 4× CPU throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (keepReports) {
    await mkdir(resultsDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    const file = join(resultsDir, `lighthouse-${name}-${Date.now()}.json`);
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
  return {
    page: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing,
    diagnostics: mainThreadDiagnostics(lhr),
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

/** Lighthouse on /login (fresh profile) and on / signed in (a profile that has signed in and chosen a sign). */
export async function runLighthouse(
  baseUrl: string,
  log: (line: string) => void,
): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  const fresh = await openBrowser();
  try {
    figures.push(await audit(`${baseUrl}/login`, fresh.port, false));
    const login = figures[0];
    log(`  /login: performance ${login?.performance}`);
    for (const line of login?.diagnostics ?? []) log(`    ${line}`);
  } finally {
    await fresh.close();
  }
  const signedIn = await openBrowser();
  try {
    const page = await signedIn.context.newPage();
    await signInAndChooseSign(page, baseUrl);
    await page.close();
    const figure = await audit(`${baseUrl}/`, signedIn.port, true);
    figures.push({ ...figure, page: `${figure.page} (signed in)` });
    log(
      `  / signed in: performance ${figure.performance} (LCP ${Math.round(figure.lcpMs)} ms, TBT ${Math.round(figure.tbtMs)} ms, CLS ${figure.cls.toFixed(3)})`,
    );
    for (const line of figure.diagnostics) log(`    ${line}`);
  } finally {
    await signedIn.close();
  }
  return figures;
}
