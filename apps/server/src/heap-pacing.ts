import { setFlagsFromString } from 'node:v8';

/**
 * When full collections are cheap, V8 lets the old generation grow to several times what is live before the
 * next one. Under write load (request objects that outlive two scavenges) that is mostly dead objects, and the
 * peak RSS went over the memory budget (docs/PERFORMANCE.md). Growing by half instead kept it under, for the
 * same throughput. The flag is read at each full
 * collection, so setting it at start-up works; a --heap-growing-percent given to node wins.
 */
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) =>
  /^--heap[-_]growing[-_]percent/.test(arg),
);
if (!given) setFlagsFromString('--heap-growing-percent=50');
