/**
 * A bounded pool of worker threads that render preview images (piscina). Tasks beyond its threads wait in a
 * short queue; past that the pool refuses at once (`PoolFull`) rather than growing a backlog, and the caller
 * answers 503 with Retry-After.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import type { SharePage } from './content';

/** The pool has no room for another render now. */
export class PoolFull extends Error {
  constructor() {
    super('The preview image pool is full');
    this.name = 'PoolFull';
  }
}

/** What the share routes need of a renderer: tests pass their own through the routes' options. */
export interface Renderer {
  /** The PNG of a page's preview; rejects with `PoolFull` when there is no room for it now. */
  render(page: SharePage): Promise<Uint8Array>;
  /** Whether a render asked for now would be refused. */
  isFull(): boolean;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /**
   * Worker threads. By default one fewer than the cores (at least one): the event loop keeps a core for
   * everything else the server answers while images render.
   */
  threads?: number;
  /** Renders that may wait for a thread (default twice the threads). */
  queue?: number;
}

/**
 * The worker's file: the bundle's dist/render-worker.js beside dist/main.js (build.mjs emits it), else this
 * folder's TypeScript source, loaded through tsx (tests and `tsx` runs).
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const bundled = new URL('./render-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { filename: bundled.href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./render-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] };
}

export function createRenderPool(options: RenderPoolOptions = {}): Renderer {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const queue = options.queue ?? threads * 2;
  const { filename, execArgv } = workerFile();
  const pool = new Piscina<SharePage, Uint8Array>({
    filename,
    execArgv,
    // Threads start at the first render and stop after a minute idle: most instances render rarely.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
    maxQueue: queue,
    // Lower priority than the event loop's thread: on a busy machine the renders wait, not the other answers.
    niceIncrement: 10,
  });
  // Counted here as well as by piscina: its own check lets a cold pool's first burst through while threads start.
  let pending = 0;
  const isFull = () => pending >= threads + queue;
  return {
    isFull,
    async render(page) {
      if (isFull()) throw new PoolFull();
      pending += 1;
      try {
        return Buffer.from(await pool.run(page));
      } catch (error) {
        if (error instanceof Error && /queue is at limit|no task queue available/i.test(error.message))
          throw new PoolFull();
        throw error;
      } finally {
        pending -= 1;
      }
    },
    close: () => pool.destroy(),
  };
}
