import { type ApiDbResult, p99BudgetMs, steadyMaxRate, steadyShare } from './api-bench';
import type { BundleResult } from './bundle';
import { type DbResult, maxScaleRatio } from './db-bench';
import { type ExportResult, exportChecks, exportGrowthBudgetBytes, exportReadings } from './export-bench';
import { type KeysResult, keyedReadMinRatio } from './keys-bench';
import { type LighthouseResult, lighthouseBudgets } from './lighthouse-summary';
import { type PushResult, pushDrainBudgetSeconds, pushReminders } from './push-bench';
import { type ShareResult, shareImageMinRatio } from './share-bench';

export const rssBudgetBytes = 250 * 1024 * 1024;

export interface BudgetCheck {
  budget: string;
  measured: string;
  holds: boolean;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Every budget of the issue that the run measured, with its figure and whether it holds. */
export function checkBudgets(results: {
  api: ApiDbResult[];
  keys?: KeysResult[];
  db: DbResult[];
  exports?: ExportResult[];
  pushes?: PushResult[];
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
  share?: ShareResult;
}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (results.share) {
    checks.push({
      budget: `share: a stored preview image ≥ ${shareImageMinRatio}× a bare static server's req/s`,
      measured: `${results.share.ratio.toFixed(2)}×`,
      holds: results.share.ratio >= shareImageMinRatio,
    });
  }
  for (const run of results.api) {
    for (const figure of run.figures) {
      if (figure.minRatio !== undefined) {
        const baseline =
          figure.baseline === 'query' ? 'bare postgres.js running the same statement' : 'baseline';
        checks.push({
          budget: `${run.db}: ${figure.name} ≥ ${figure.minRatio}× ${baseline} req/s`,
          measured: `${figure.ratio.toFixed(2)}×`,
          holds: figure.ratio >= figure.minRatio,
        });
      }
      if (figure.p99Budget) {
        const steady = figure.steady;
        checks.push({
          budget: `${run.db}: ${figure.name} p99 ≤ ${p99BudgetMs} ms at 50 connections, steady at ${steadyShare}× its saturated req/s (≤ ${steadyMaxRate})`,
          measured: steady
            ? `${steady.p99Ms} ms at ${steady.rate} req/s (bare: ${steady.baselineP99Ms} ms)`
            : 'not measured',
          holds: steady !== undefined && steady.p99Ms <= p99BudgetMs,
        });
      }
      checks.push({
        budget: `${run.db}: ${figure.name} zero errors`,
        measured: String(figure.errors),
        holds: figure.errors === 0,
      });
    }
    if (run.db === 'postgres') {
      checks.push({
        budget: `postgres: server RSS under load ≤ ${mb(rssBudgetBytes)}`,
        measured: mb(run.peakRssBytes),
        holds: run.peakRssBytes <= rssBudgetBytes,
      });
    }
  }
  for (const run of results.keys ?? []) {
    checks.push({
      budget: `${run.db}: a keyed read ≥ ${keyedReadMinRatio}× the same read without a key (req/s, both counted)`,
      measured: `${run.ratio.toFixed(2)}×`,
      holds: run.ratio >= keyedReadMinRatio,
    });
    checks.push({
      budget: `${run.db}: keyed read zero errors`,
      measured: String(run.errors),
      holds: run.errors === 0,
    });
  }
  for (const run of results.db) {
    for (const figure of run.figures) {
      checks.push({
        budget: `${run.db} at scale: ${figure.name} ≤ ${maxScaleRatio}× the small database`,
        measured: `${figure.ratio.toFixed(2)}×`,
        holds: figure.ratio <= maxScaleRatio,
      });
      checks.push({
        budget: `${run.db} at scale: ${figure.name} uses an index (pages: in index order, no sort)`,
        measured: figure.plan,
        holds: figure.usesIndex,
      });
    }
  }
  for (const run of results.exports ?? []) {
    const count = exportReadings.toLocaleString('en-GB');
    const { exported } = run;
    checks.push({
      budget: `${run.db}: export of ${count} readings over ${run.transport}: server RSS growth ≤ ${mb(exportGrowthBudgetBytes)}`,
      measured: `${(run.growthBytes / 1024 / 1024).toFixed(1)} MB (${mb(run.rssBeforeBytes)} → ${mb(run.peakRssBytes)})`,
      holds: run.growthBytes <= exportGrowthBudgetBytes,
    });
    checks.push({
      budget: `${run.db}: the export over ${run.transport} is complete (JSON that parses, all ${count} readings and ${exportChecks} checks)`,
      measured: exported.parses
        ? `${exported.readings} readings, ${exported.checks} checks`
        : 'does not parse',
      holds: exported.parses && exported.readings === exportReadings && exported.checks === exportChecks,
    });
  }
  for (const run of results.pushes ?? []) {
    checks.push({
      budget: `${run.db}: ${pushReminders.toLocaleString('en-GB')} reminders due in one minute all sent by one instance within ${pushDrainBudgetSeconds} s`,
      measured: `${run.reminders.toLocaleString('en-GB')} in ${run.drainSeconds.toFixed(1)} s`,
      holds: run.reminders === pushReminders && run.drainSeconds <= pushDrainBudgetSeconds,
    });
  }
  if (results.bundle) {
    const { bundle } = results;
    checks.push({
      budget: `/login initial JS ≤ ${(bundle.budgets.loginInitialJs / 1000).toFixed(0)} kB gzipped`,
      measured: `${(bundle.loginInitialJsGzip / 1000).toFixed(1)} kB`,
      holds: bundle.loginInitialJsGzip <= bundle.budgets.loginInitialJs,
    });
    const largest = [...bundle.routes]
      .filter((route) => route.route !== '/login')
      .sort((a, b) => b.ownGzip - a.ownGzip)[0];
    if (largest) {
      checks.push({
        budget: 'every other route chunk ≤ 60 kB gzipped',
        measured: `largest ${largest.route} ${(largest.ownGzip / 1000).toFixed(1)} kB`,
        holds: largest.ownGzip <= bundle.budgets.routeChunk,
      });
    }
    checks.push({
      budget: 'CSS ≤ 25 kB gzipped',
      measured: `${(bundle.cssGzip / 1000).toFixed(1)} kB`,
      holds: bundle.cssGzip <= bundle.budgets.css,
    });
  }
  for (const page of results.lighthouse?.pages ?? []) {
    const budgets = lighthouseBudgets;
    const median = `median of ${page.runs.length}`;
    const at = ` (load ${page.load.min}–${page.load.max})`;
    for (const [name, score, min] of [
      ['performance', page.performance, budgets.performance],
      ['accessibility', page.accessibility, budgets.accessibility],
      ['best practices', page.bestPractices, budgets.bestPractices],
    ] as const) {
      checks.push({
        budget: `Lighthouse ${page.page} ${name} ${median} ≥ ${min}`,
        measured: `${score}${at}`,
        holds: score >= min,
      });
    }
    checks.push({
      budget: `Lighthouse ${page.page} TBT ${median} ≤ ${budgets.tbtMs} ms`,
      measured: `${Math.round(page.tbtMs)} ms${at}`,
      holds: page.tbtMs <= budgets.tbtMs,
    });
    checks.push({
      budget: `Lighthouse ${page.page} no task over ${budgets.longTaskMs} ms in any run`,
      measured: `longest ${Math.round(page.worstTaskMs)} ms${at}`,
      holds: page.worstTaskMs <= budgets.longTaskMs,
    });
    checks.push({
      budget: `Lighthouse ${page.page}: the runs' median load average ≤ ${budgets.maxLoad} (where the budgets apply)`,
      measured: String(page.load.median),
      holds: page.load.median <= budgets.maxLoad,
    });
  }
  return checks;
}
