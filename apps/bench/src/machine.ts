import { cpus, freemem, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** 1-, 5- and 15-minute load averages, rounded: how busy the shared machine was around a figure. */
export function load(): { one: number; five: number; fifteen: number; freeMemGb: number } {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return {
    one: Math.round(one * 100) / 100,
    five: Math.round(five * 100) / 100,
    fifteen: Math.round(fifteen * 100) / 100,
    freeMemGb: Math.round((freemem() / 1024 ** 3) * 10) / 10,
  };
}
