import { describe, expect, it } from 'vitest';
import { barePage, emptyMainThread, type LighthouseRun, pageTotalMs, summarise } from './lighthouse-summary';

function run(performance: number, tbtMs: number, longestTaskMs: number, load: number): LighthouseRun {
  return {
    performance,
    accessibility: 100,
    bestPractices: 100,
    fcpMs: 1000,
    lcpMs: 1500,
    tbtMs,
    cls: 0,
    longestTaskMs,
    mainThread: { ...emptyMainThread(), scriptEvaluation: tbtMs, styleLayout: 10 },
    load,
    failing: performance < 90 ? [`score ${performance}`] : [],
    diagnostics: [],
  };
}

describe('summarise', () => {
  const runs = [run(80, 400, 180, 2.1), run(97, 90, 60, 1.5), run(95, 120, 90, 1.8)];
  const bare = [
    { ...emptyMainThread(), styleLayout: 2, other: 8 },
    { ...emptyMainThread(), styleLayout: 4, other: 10 },
    { ...emptyMainThread(), styleLayout: 3, other: 9 },
  ];
  const figure = summarise('/login', runs, bare);

  it('takes the median of each figure over the runs, and the worst task of any run', () => {
    expect(figure).toMatchObject({ performance: 95, tbtMs: 120, longestTaskMs: 90, worstTaskMs: 180 });
    expect(figure.load).toEqual({ min: 1.5, median: 1.8, max: 2.1 });
  });

  it("reports the audits of the run whose score is the median's", () => {
    expect(figure.failing).toEqual([]);
  });

  it("puts each task group's median beside the bare page's median of the same rounds", () => {
    const style = figure.mainThread.find((row) => row.group === 'styleLayout');
    expect(style).toMatchObject({ pageMs: 10, bareMs: 3 });
    expect(figure.bareTotalMs).toBe(12);
    expect(pageTotalMs(figure)).toBe(130);
  });
});

describe('barePage', () => {
  it('keeps the document with an empty root, without the scripts, preloads, styles and emblem, and paints a line', () => {
    const html = `<head><title>T</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"><svg class="app-shell" aria-hidden="true"><circle r="1"/></svg></div></body>`;
    const bare = barePage(html);
    expect(bare).toContain('<title>T</title>');
    expect(bare).toContain('<div id="root"></div>');
    expect(bare).not.toMatch(/script|modulepreload|stylesheet|svg/);
    expect(bare).toContain('<p>Celtic Zodiac Explorer</p>');
  });
});
