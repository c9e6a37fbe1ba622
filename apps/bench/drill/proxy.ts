/**
 * A TCP proxy between the server and PostgreSQL. cut() closes the port and drops every connection, which is
 * what the server sees when PostgreSQL stops (refused connections), without stopping the machine's shared
 * PostgreSQL; restore() listens again on the same port.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DbProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(target: { host: string; port: number }): Promise<DbProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
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
      for (const socket of sockets) socket.destroy();
    });
  return {
    port,
    cut: stop,
    restore: async () => {
      server = makeServer();
      await listen(server, port);
    },
    close: stop,
  };
}
