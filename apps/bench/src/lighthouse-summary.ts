import { median } from './stats';

/** Lighthouse loads per page; the figures are their medians (one load swings with the machine's load). */
export const lighthouseRuns = 5;

export const lighthouseBudgets = {
  performance: 95,
  /** Accessibility and best practices: every audit passes. */
  accessibility: 100,
  bestPractices: 100,
  tbtMs: 150,
  /** No main-thread task longer than this on Lighthouse's simulated phone, in any run. */
  longTaskMs: 100,
  /** The budgets hold at the machine's usual load; a run above this is noted as outside them. */
  maxLoad: 2.5,
};

/** Lighthouse's main-thread task groups, in the order its own breakdown lists them. */
export const taskGroups = [
  ['scriptEvaluation', 'Script Evaluation'],
  ['styleLayout', 'Style & Layout'],
  ['other', 'Other'],
  ['paintCompositeRender', 'Rendering'],
  ['parseHTML', 'Parse HTML & CSS'],
  ['scriptParseCompile', 'Script Parsing & Compilation'],
  ['garbageCollection', 'Garbage Collection'],
] as const;
export type TaskGroup = (typeof taskGroups)[number][0];

/** Main-thread milliseconds per task group of one page load, unthrottled. */
export type MainThread = Record<TaskGroup, number>;

/** One Lighthouse load of one page. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task as Lighthouse simulates it on its mobile phone; 0 when none reached 50 ms. */
  longestTaskMs: number;
  /** Main-thread time per group in the trace Lighthouse recorded (simulated throttling: the load is not slowed). */
  mainThread: MainThread;
  /** The 1-minute load average of the machine as this run began. */
  load: number;
  /** Audits that lost points. */
  failing: string[];
  /** Where the main thread's time went (bootup-time per script, work by category, long tasks), for the log. */
  diagnostics: string[];
}

export interface MainThreadRow {
  group: TaskGroup;
  label: string;
  /** Median over the runs, ms. */
  pageMs: number;
  /** The bare page's median over the runs of the same loop, ms. */
  bareMs: number;
}

/** A page's runs and their medians. */
export interface LighthouseFigure {
  page: string;
  runs: LighthouseRun[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Median over the runs of each run's longest task. */
  longestTaskMs: number;
  /** The longest task of any run. */
  worstTaskMs: number;
  load: { min: number; median: number; max: number };
  /** Per task group, then the total. */
  mainThread: MainThreadRow[];
  /** The bare page's total main-thread time, median over its runs. */
  bareTotalMs: number;
  /** Audits under 0.9 in the run whose performance score is the median. */
  failing: string[];
}

/** What `pnpm bench` keeps of its Lighthouse loads. */
export interface LighthouseResult {
  version: string;
  /** Loads per page. */
  runs: number;
  pages: LighthouseFigure[];
}

export function emptyMainThread(): MainThread {
  return Object.fromEntries(taskGroups.map(([group]) => [group, 0])) as MainThread;
}

export const totalMs = (mainThread: MainThread) =>
  taskGroups.reduce((sum, [group]) => sum + mainThread[group], 0);

/** The medians of a page's runs, and its main-thread time beside the bare page's of the same loop. */
export function summarise(page: string, runs: LighthouseRun[], bare: MainThread[]): LighthouseFigure {
  if (runs.length === 0) throw new Error(`no Lighthouse run for ${page}`);
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const loads = runs.map((run) => run.load);
  const performance = of((run) => run.performance);
  const middle =
    [...runs].sort(
      (a, b) => Math.abs(a.performance - performance) - Math.abs(b.performance - performance),
    )[0] ?? runs[0];
  return {
    page,
    runs,
    performance,
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    longestTaskMs: of((run) => run.longestTaskMs),
    worstTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
    load: { min: Math.min(...loads), median: median(loads), max: Math.max(...loads) },
    mainThread: taskGroups.map(([group, label]) => ({
      group,
      label,
      pageMs: median(runs.map((run) => run.mainThread[group])),
      bareMs: median(bare.map((run) => run[group])),
    })),
    bareTotalMs: median(bare.map(totalMs)),
    failing: middle?.failing ?? [],
  };
}

/** The page's total main-thread time, median over its runs. */
export const pageTotalMs = (figure: LighthouseFigure) =>
  median(figure.runs.map((run) => totalMs(run.mainThread)));

/**
 * The bare page: the built app's index.html with its scripts, module preloads, stylesheets and the emblem its
 * root holds taken out, so the root is empty. What any page of this document costs the browser (navigation, parsing, a first
 * paint): the unit the app's main-thread time is divided by. Lighthouse stops a load that paints nothing
 * (NO_FCP), so one line of plain text follows the empty root.
 */
export function barePage(indexHtml: string): string {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>\s*/gi, '')
    .replace(/<div id="root">[\s\S]*?<\/div>/, '<div id="root"></div>\n    <p>Celtic Zodiac Explorer</p>');
}
