/**
 * The Node flags the server runs with, wherever it is started (`pnpm start`, the bench, the drill, the
 * multi-instance tests; production:
 * `node --min-semi-space-size=16 --max-semi-space-size=16 --no-allocation-site-pretenuring dist/main.js`).
 *
 * V8's young generation, fixed at 16 MB semi-spaces. Node 24 lets it grow by the machine's memory, twice Node 20's
 * on a large machine: under the bench's load that put a server's peak RSS over the memory budget
 * (docs/PERFORMANCE.md); smaller ones cost far more throughput. The minimum matters as much: V8 shrinks the young
 * generation after full collections, and with PGlite (whose WebAssembly memory makes full collections frequent)
 * it stayed at a few MB, so every request paid for three times as many scavenges. V8 reads both sizes only when
 * it makes the heap, so they have to be given on the command line, not set by the server at start-up.
 *
 * No allocation-site pretenuring: V8 allocates objects straight into the old generation from a site whose
 * objects it saw survive, and keeps deciding so. A server that ran its migrations at start-up (a new database)
 * had HTTP's per-request objects pretenured for its whole life: each scavenge promoted ~4 MB of garbage, full
 * collections ran every quarter second under load, and a shared answer cost 27 µs of CPU instead of 13 (the
 * public GETs at 0.6× a bare server instead of 1.0×). A request's objects die young; nothing here gains from it.
 */
export const serverNodeFlags = [
  '--min-semi-space-size=16',
  '--max-semi-space-size=16',
  '--no-allocation-site-pretenuring',
];
