/**
 * The Node flags the server runs with, wherever it is started (`pnpm start`, the bench, the drill, the
 * multi-instance tests; production: `node --max-semi-space-size=16 dist/main.js`).
 *
 * Node 24 sizes V8's young generation by the machine's memory: 64 MB of new space on a 24 GB machine, twice
 * Node 20's. Under the bench's 50-connection load that put a server's peak RSS at ~355 MB; 16 MB semi-spaces (Node
 * 20's size) keep it at ~245 MB for a few percent of throughput (8 MB cost a third of it). V8 reads the size only
 * when it makes the heap, so it has to be given on the command line, not set by the server at start-up.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
