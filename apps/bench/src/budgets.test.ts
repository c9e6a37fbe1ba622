import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import type { ExportResult } from './export-bench';

const MB = 1024 * 1024;

function exportRun(growthMb: number, exported: Partial<ExportResult['exported']> = {}): ExportResult {
  return {
    db: 'postgres',
    transport: 'trpc',
    rssBeforeBytes: 120 * MB,
    peakRssBytes: (120 + growthMb) * MB,
    growthBytes: growthMb * MB,
    peakFrom: 'hwm',
    steadyBefore: true,
    bodyBytes: 24 * MB,
    firstByteMs: 12,
    seconds: 1.5,
    exported: { readings: 50_000, checks: 20, parses: true, profileId: 1, ...exported },
    load: { one: 1, five: 1, fifteen: 1, freeMemGb: 8 },
  };
}

const exportBudgets = (run: ExportResult) => checkBudgets({ api: [], db: [], exports: [run] });

describe('the export budgets', () => {
  it('hold at up to 50 MB of server RSS growth, with every reading exported', () => {
    const [growth, complete] = exportBudgets(exportRun(50));
    expect(growth).toEqual({
      budget: 'postgres: export of 50,000 readings over trpc: server RSS growth ≤ 50 MB',
      measured: '50.0 MB (120 MB → 170 MB)',
      holds: true,
    });
    expect(complete).toMatchObject({ measured: '50000 readings, 20 checks', holds: true });
  });

  it('fail past 50 MB', () => {
    expect(exportBudgets(exportRun(50.5))[0]).toMatchObject({
      measured: '50.5 MB (120 MB → 171 MB)',
      holds: false,
    });
  });

  it('fail when the export is short or does not parse, whatever the memory', () => {
    expect(exportBudgets(exportRun(10, { readings: 49_500 }))[1]?.holds).toBe(false);
    expect(exportBudgets(exportRun(10, { checks: 0 }))[1]?.holds).toBe(false);
    expect(exportBudgets(exportRun(10, { parses: false, readings: 0 }))[1]).toMatchObject({
      measured: 'does not parse',
      holds: false,
    });
  });

  it('are absent when the export section did not run', () => {
    expect(checkBudgets({ api: [], db: [] })).toEqual([]);
  });
});
