/** What the orchestrator asks the load worker to do, and what it answers. */
export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds of load before the measured run; not recorded. */
  warmupSeconds: number;
  seconds: number;
  /** A steady `rate` requests a second (paced.ts) instead of as many as the server answers (autocannon). */
  rate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  totalRequests: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers outside 2xx. */
  non2xx: number;
}

/** The messages between orchestrator and worker: jobs go in, `measuring` marks the end of the warm-up. */
export type WorkerMessage =
  | { kind: 'measuring' }
  | { kind: 'done'; result: LoadResult }
  | { kind: 'failed'; message: string };
