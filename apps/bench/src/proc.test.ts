import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuMicros, cpuTicksFromStat, rssBytes, statusBytes, waitForSteadyRss, watchPeakRss } from './proc';

describe('/proc parsing', () => {
  it('reads utime + stime after a command name with spaces and parentheses', () => {
    const stat =
      '4242 (node (main) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 1500 250 0 0 20 0 11 0 5000 1000 2000';
    expect(cpuTicksFromStat(stat)).toBe(1750);
  });

  it('reads VmRSS and VmHWM in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  300000 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n';
    expect(statusBytes(status, 'VmRSS')).toBe(123456 * 1024);
    expect(statusBytes(status, 'VmHWM')).toBe(300000 * 1024);
    expect(() => statusBytes('Name:\tnode\n', 'VmRSS')).toThrow('VmRSS');
  });

  it('measures this process: CPU grows with work, RSS is plausible', () => {
    const before = cpuMicros(process.pid);
    let spin = 0;
    const until = Date.now() + 60;
    while (Date.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(cpuMicros(process.pid)).toBeGreaterThan(before);
    expect(rssBytes(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('catches a peak that comes and goes between two samples (the high-water mark, reset at the start)', async () => {
    // A child that touches and frees 160 MB at its start (the peak before the watch), then, when told, 96 MB
    // (a large buffer is unmapped when collected).
    const child = spawn(
      process.execPath,
      [
        '--expose-gc',
        '-e',
        `process.stdin.once('data', () => {
           let block = Buffer.alloc(96 * 1024 * 1024, 1);
           block = block[block.length - 1] === 1 ? null : block;
           globalThis.gc();
           setTimeout(() => process.stdout.write('freed'), 300);
         });
         let early = Buffer.alloc(160 * 1024 * 1024, 1);
         early = early[0] === 1 ? null : early;
         globalThis.gc();
         setTimeout(() => process.stdout.write('ready'), 300);`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const said = (word: string) =>
      new Promise<void>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => chunk.toString() === word && resolve()),
      );
    try {
      await said('ready');
      const pid = child.pid ?? 0;
      // One sample at the start and one at the end: the block lives only in between.
      const watch = watchPeakRss(pid, 60_000);
      child.stdin.write('go\n');
      await said('freed');
      const peak = watch.stop();
      expect(rssBytes(pid) - peak.beforeBytes).toBeLessThan(48 * 1024 * 1024);
      expect(peak.from).toBe('hwm');
      expect(peak.peakBytes - peak.beforeBytes).toBeGreaterThan(90 * 1024 * 1024);
      expect(peak.peakBytes - peak.beforeBytes).toBeLessThan(130 * 1024 * 1024);
    } finally {
      child.kill();
    }
  });

  it('waits for the RSS to stay put, and says when it never did', async () => {
    const MB = 1024 * 1024;
    const falling = [800, 700, 420, 401, 401.5, 401, 401, 401, 401, 401].map((mb) => mb * MB);
    let reads = 0;
    const read = () => falling[Math.min(reads++, falling.length - 1)] ?? 0;
    const options = { everyMs: 5, forMs: 20, withinBytes: MB, timeoutMs: 2000 };
    expect(await waitForSteadyRss(read, options)).toBe(true);
    // Settled only once the drop was over: the fourth reading (401) or later was the reference.
    expect(reads).toBeGreaterThanOrEqual(8);
    let growing = 100 * MB;
    expect(await waitForSteadyRss(() => (growing += 2 * MB), { ...options, timeoutMs: 100 })).toBe(false);
  });
});
