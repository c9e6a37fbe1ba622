import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult, WorkerMessage } from './load-job';

/** The autocannon process; `run` resolves when a job is measured, calling `onMeasuring` after its warm-up. */
export interface LoadGenerator {
  run(job: LoadJob, onMeasuring: () => void): Promise<LoadResult>;
  close(): void;
}

export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run(job, onMeasuring) {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`load worker exited (${code})`));
        const onMessage = (message: WorkerMessage) => {
          if (message.kind === 'measuring') return onMeasuring();
          child.off('message', onMessage);
          child.off('exit', onExit);
          if (message.kind === 'done') resolve(message.result);
          else reject(new Error(`autocannon: ${message.message}`));
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(job);
      });
    },
    close: () => {
      child.kill();
    },
  };
}
