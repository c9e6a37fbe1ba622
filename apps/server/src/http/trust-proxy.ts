import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Env } from '../env';

/**
 * Whether the address `hop` steps from the server (0: the socket's peer, 1: the last X-Forwarded-For entry, …)
 * is a proxy whose X-Forwarded-* headers are believed.
 */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The one rule for TRUST_PROXY, given to Fastify (request.ip, request.protocol) and to the shared answers sent
 * before it. A hop count trusts that many proxies, whatever their address: with 1 the client IP is the last
 * X-Forwarded-For entry, the one the load balancer saw. Fastify's own number option trusts no hop at all (it
 * cannot check the peer), hence a function here. An address list trusts only peers in it (the library Fastify
 * itself uses, so both sides read addresses alike). `false`: the socket's peer is the client.
 */
export function proxyTrust(setting: Env['TRUST_PROXY']): ProxyTrust | false {
  if (typeof setting === 'number') {
    const hops = setting;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting);
}

/**
 * The client address of a raw request by `trust`, as Fastify's `request.ip` gives it (the same library, the same
 * rule), for what answers before Fastify (the shared-answer store's read quota).
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust | false): string {
  if (trust === false) return request.socket.remoteAddress ?? '';
  const addresses = proxyAddr.all(request, trust);
  return addresses[addresses.length - 1] ?? '';
}
