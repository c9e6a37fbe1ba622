/**
 * The push services the server sends to. A subscription's endpoint is a URL the browser's push service made, and
 * the server POSTs to it: only https endpoints on this list are accepted, so no user can make the server call an
 * arbitrary address. Entries are origins (`https://host[:port]`); `https://*.example.com` allows every subdomain.
 */

/** The browsers' own push services: Chrome, Edge and other Chromium browsers (FCM), Firefox, Safari, Windows. */
export const defaultPushServiceOrigins: readonly string[] = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

import { Refusal, refusals } from './refusals';

const entryPattern =
  /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** null when `entry` is a usable allow-list entry, else what is wrong with it. */
export function pushServiceEntryProblem(entry: string): string | null {
  if (!entryPattern.test(entry)) {
    return 'must be an https origin such as https://fcm.googleapis.com, or https://*.example.com for its subdomains';
  }
  return null;
}

/** An endpoint's https origin (`https://host:port`, port always written), or the refusal naming the field. */
function originOf(endpoint: string): { host: string; port: string } | Refusal {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refusals.pushEndpointNotUrl();
  }
  if (url.protocol !== 'https:') return refusals.pushEndpointNotHttps();
  if (url.username !== '' || url.password !== '') return refusals.pushEndpointCredentials();
  return { host: url.hostname, port: url.port || '443' };
}

/** null when the server may send to `endpoint`, else the 400 naming the field and the problem. */
export function pushEndpointProblem(endpoint: string, allowed: readonly string[]): Refusal | null {
  const origin = originOf(endpoint);
  if (origin instanceof Refusal) return origin;
  for (const entry of allowed) {
    const rest = entry.slice('https://'.length);
    const colon = rest.lastIndexOf(':');
    const host = colon >= 0 ? rest.slice(0, colon) : rest;
    const port = colon >= 0 ? rest.slice(colon + 1) : '443';
    if (port !== origin.port) continue;
    if (host.startsWith('*.') ? origin.host.endsWith(host.slice(1)) : origin.host === host) return null;
  }
  const shown = origin.port === '443' ? origin.host : `${origin.host}:${origin.port}`;
  return refusals.pushEndpointNotAllowed(`https://${shown}`, allowed);
}
