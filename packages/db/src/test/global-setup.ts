import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../client';
// The pgliteTemplate value this setup provides is declared there.
import type {} from './helpers';

// A fresh PGlite runs initdb, slow and memory-hungry; opening a copy of an existing folder is much cheaper.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'celtic-db-template-'));
  const template = join(root, 'pglite');
  const handle = await createDb({ dataDir: template });
  await handle.close();
  project.provide('pgliteTemplate', template);
  return () => rm(root, { recursive: true, force: true });
}
