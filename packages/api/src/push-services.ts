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

// A DNS name of lower-case letters, digits and hyphens whose last label is not a number (WHATWG reads
// `a.1` or `0x7f.1` as an IPv4 address).
const dnsNamePattern = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z]([a-z0-9-]*[a-z0-9])?$/;

/**
 * The URL the server sends a push to, or the 400 naming the field. One parse decides both: the sender posts to
 * exactly this URL object, and the host it names must be written in the endpoint exactly as parsed (nothing a
 * second parser could read another way: no `;`, quotes, braces or percent-encoding in the host). The host is a
 * DNS name on port 443; an IP address or another port only when that exact origin is an allow-list entry (a
 * local push service of tests and drills).
 */
export function checkedPushEndpoint(endpoint: string, allowed: readonly string[]): URL | Refusal {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refusals.pushEndpointNotUrl();
  }
  if (url.protocol !== 'https:') return refusals.pushEndpointNotHttps();
  if (url.username !== '' || url.password !== '' || /^https:\/\/[^/?#]*@/i.test(endpoint)) {
    return refusals.pushEndpointCredentials();
  }
  const written = /^https:\/\/([^/?#\\]*)/.exec(endpoint)?.[1] ?? '';
  const authority = written.endsWith(':443') ? written.slice(0, -':443'.length) : written;
  const listedExactly = allowed.includes(url.origin);
  if (authority !== url.host || !(listedExactly || (url.port === '' && dnsNamePattern.test(url.hostname)))) {
    return refusals.pushEndpointHost();
  }
  const port = url.port || '443';
  for (const entry of allowed) {
    const rest = entry.slice('https://'.length);
    const colon = rest.lastIndexOf(':');
    const host = colon >= 0 ? rest.slice(0, colon) : rest;
    const entryPort = colon >= 0 ? rest.slice(colon + 1) : '443';
    if (entryPort !== port) continue;
    if (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host) return url;
  }
  return refusals.pushEndpointNotAllowed(url.origin, allowed);
}

/** null when the server may send to `endpoint`, else the 400 naming the field and the problem. */
export function pushEndpointProblem(endpoint: string, allowed: readonly string[]): Refusal | null {
  const checked = checkedPushEndpoint(endpoint, allowed);
  return checked instanceof Refusal ? checked : null;
}
