/**
 * For drills and tests (`@celtic/db/fault-proxy`): a TCP proxy between a client and PostgreSQL. cut() closes the port and drops every connection, which is
 * what the server sees when PostgreSQL stops (refused connections), without stopping the machine's shared
 * PostgreSQL; restore() listens again on the same port. hold() keeps accepting connections but forwards
 * nothing either way (a hung server or a black-holed network); release() delivers what was held and forwards
 * again.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DbProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startDbProxy(target: { host: string; port: number }): Promise<DbProxy> {
  const pairs = new Set<Pair>();
  let holding = false;
  // Opens the upstream side if needed and delivers what was held.
  const flush = (pair: Pair) => {
    if (!pair.upstream) {
      const upstream = connect(target.port, target.host);
      pair.upstream = upstream;
      upstream.on('data', (chunk: Buffer) => {
        if (holding) pair.toClient.push(chunk);
        else pair.client.write(chunk);
      });
      upstream.on('error', () => pair.client.destroy());
      upstream.on('close', () => pair.client.destroy());
    }
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };
  const makeServer = () =>
    createServer((client) => {
      const pair: Pair = { client, toUpstream: [], toClient: [] };
      pairs.add(pair);
      client.on('data', (chunk: Buffer) => {
        if (holding || !pair.upstream) pair.toUpstream.push(chunk);
        else pair.upstream.write(chunk);
      });
      client.on('error', () => pair.upstream?.destroy());
      client.on('close', () => {
        pair.upstream?.destroy();
        pairs.delete(pair);
      });
      if (!holding) flush(pair);
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  let server = makeServer();
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
    });
  return {
    port,
    cut: stop,
    restore: async () => {
      if (server.listening) return;
      server = makeServer();
      await listen(server, port);
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const pair of pairs) flush(pair);
    },
    close: stop,
  };
}
