/**
 * The served OpenAPI document passes Redocly CLI's recommended rules with no errors, as other tools (client
 * generators, gateways, API catalogues) expect: every operation declares its security, no two paths differ
 * only by a parameter's name, a licence in `info`. The lint runs the CLI itself, on the bytes /api/openapi.json
 * serves.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { appRouter } from '@celtic/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentFactory } from './openapi';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

const require = createRequire(import.meta.url);
const cliPackage = require.resolve('@redocly/cli/package.json');
const cli = join(
  dirname(cliPackage),
  (require(cliPackage) as { bin: Record<string, string> }).bin.redocly ?? '',
);

let folder: string;
let report: LintReport;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'celtic-openapi-'));
  const file = join(folder, 'openapi.json');
  await writeFile(file, openApiDocumentFactory(appRouter)());
  // Exits non-zero when there are errors; the report on stdout says which.
  const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
    cwd: folder,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  report = JSON.parse(run.stdout) as LintReport;
}, 60_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the OpenAPI document under Redocly CLI (recommended rules)', () => {
  it('has no errors', () => {
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('raises none of the warnings the document can avoid', () => {
    const avoidable = ['info-license', 'info-license-strict', 'no-ambiguous-paths', 'security-defined'];
    expect(report.problems.filter((problem) => avoidable.includes(problem.ruleId))).toEqual([]);
  });
});
