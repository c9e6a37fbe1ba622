// Runs autocannon (or, for a steady rate, paced.ts) in its own process, so load generation never shares an
// event loop with the orchestrator or the server under test. Started by load.ts with fork(); one job at a time.
import autocannon from 'autocannon';
import type { LoadJob, WorkerMessage } from './load-job';
import { runPaced } from './paced';

const send = (message: WorkerMessage) => process.send?.(message);

async function runSteady(job: LoadJob & { rate: number }): Promise<void> {
  if (job.warmupSeconds > 0) await runPaced(job, job.warmupSeconds);
  send({ kind: 'measuring' });
  send({ kind: 'done', result: await runPaced(job, job.seconds) });
}

async function run(job: LoadJob): Promise<void> {
  if (job.rate !== undefined) return runSteady({ ...job, rate: job.rate });
  const base = {
    url: job.url,
    method: job.method,
    headers: job.headers,
    body: job.body,
    connections: job.connections,
  };
  // Warm-up: JIT, caches, connection pools. Its figures are thrown away.
  if (job.warmupSeconds > 0) await autocannon({ ...base, duration: job.warmupSeconds });
  send({ kind: 'measuring' });
  const result = await autocannon({ ...base, duration: job.seconds });
  send({
    kind: 'done',
    result: {
      requestsPerSecond: result.requests.average,
      totalRequests: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    },
  });
}

process.on('message', (job: LoadJob) => {
  run(job).catch((error: unknown) =>
    send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
