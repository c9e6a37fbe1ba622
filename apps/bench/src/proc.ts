import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * utime + stime (clock ticks) from the text of /proc/<pid>/stat. The command name (field 2) may hold spaces
 * and parentheses, so fields are counted from the last ')'.
 */
export function cpuTicksFromStat(stat: string): number {
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('unreadable /proc stat line');
  return utime + stime;
}

/** A `Vm…:` line of /proc/<pid>/status (e.g. VmRSS), in bytes. */
export function statusBytes(status: string, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`${field} missing from /proc status`);
  return Number(match[1]) * 1024;
}

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system) the process has used so far, in microseconds. */
export function cpuMicros(pid: number): number {
  return (cpuTicksFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1e6) / clockTicks();
}

export function rssBytes(pid: number): number {
  return statusBytes(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
}

/** Samples a process's RSS every `everyMs` until stopped; resolves to the largest sample. */
export function watchRss(pid: number, everyMs = 200): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // The process ended; keep the last peak.
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export interface PeakRss {
  /** RSS when the watch began. */
  beforeBytes: number;
  peakBytes: number;
  /** 'hwm': the kernel's high-water mark since the watch began (exact); 'sampled': the largest sample only. */
  from: 'hwm' | 'sampled';
}

/**
 * Resets a process's VmHWM to its current RSS (writing 5 to /proc/<pid>/clear_refs, Linux 4.0+; allowed for
 * one's own processes). It changes nothing in the process itself. False where the kernel refuses.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The peak RSS of a process from now until stopped, beside its RSS now: the high-water mark since a reset when
 * the kernel allows one (it catches a peak between two samples), and samples every `everyMs` in any case.
 */
export function watchPeakRss(pid: number, everyMs: number): { stop(): PeakRss } {
  const reset = resetPeakRss(pid);
  const beforeBytes = rssBytes(pid);
  const samples = watchRss(pid, everyMs);
  return {
    stop() {
      let peakBytes = samples.stop();
      if (reset) {
        try {
          peakBytes = Math.max(peakBytes, statusBytes(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM'));
        } catch {
          // The process ended: the samples are all there is.
          return { beforeBytes, peakBytes, from: 'sampled' };
        }
      }
      return { beforeBytes, peakBytes, from: reset ? 'hwm' : 'sampled' };
    },
  };
}

export interface SteadyOptions {
  everyMs: number;
  /** How long the RSS must stay within `withinBytes` of one reading. */
  forMs: number;
  withinBytes: number;
  timeoutMs: number;
}

/**
 * Waits until `read()` (an RSS) stays within `withinBytes` for `forMs`: a server just started may still be
 * shedding its start-up memory (PGlite's WebAssembly compile: ~350 MB, gone within a second or two), which a
 * figure taken then would count against whatever comes next. Resolves to whether it settled before the timeout.
 */
export async function waitForSteadyRss(read: () => number, options: SteadyOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  let reference = read();
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
    const now = read();
    if (Math.abs(now - reference) > options.withinBytes) {
      reference = now;
      since = Date.now();
    } else if (Date.now() - since >= options.forMs) {
      return true;
    }
  }
  return false;
}
