import { describe, expect, it } from 'vitest';
import { cpuMicros, cpuTicksFromStat, rssBytes, statusBytes } from './proc';

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
});
