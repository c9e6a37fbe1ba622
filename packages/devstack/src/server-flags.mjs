/**
 * The Node flags the server runs with, wherever it is started (`pnpm start`, the bench, the drill, the
 * multi-instance tests; production: `node --max-semi-space-size=16 dist/main.js`).
 *
 * Node 24 sizes V8's young generation by the machine's memory, twice Node 20's on a large machine. Under the
 * bench's load that put a server's peak RSS over the memory budget (docs/PERFORMANCE.md); 16 MB semi-spaces
 * (Node 20's size) keep it under for a few percent of throughput (smaller ones cost far more). V8 reads the size only
 * when it makes the heap, so it has to be given on the command line, not set by the server at start-up.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
