import { spawnSync } from 'node:child_process';
import { webDir } from './paths';

export interface BundleResult {
  entryGzip: number;
  loginInitialJsGzip: number;
  loginInitialFiles: number;
  cssGzip: number;
  routes: { route: string; file: string; ownGzip: number; addedGzip: number }[];
  budgets: { loginInitialJs: number; routeChunk: number; css: number };
  failures: string[];
}

/** apps/web/scripts/check-bundle.mjs (the CI check) on the built app; over budget is a figure, not an error. */
export function measureBundle(dist = `${webDir}/dist`): BundleResult {
  const run = spawnSync(process.execPath, ['scripts/check-bundle.mjs', dist, '--json'], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`check-bundle.mjs failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as BundleResult;
}
