/**
 * The public API from another site: a page served on another origin (its own node:http server, another port)
 * whose script calls the app. Public reads answer it, errors and 304s readable; a signed-in path, a write and
 * a public read sent with a token are refused by the browser itself (apps/server/src/http/cors.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, recordPageLog } from './browser';

/** What the page's script records of each call: the answer it could read, or the browser's refusal. */
type Outcome =
  | { read: true; status: number; etag: string | null; language: string | null; body: string }
  | { read: false; error: string };

// The other site's script, as a developer would write it: no key, the language by Accept-Language.
const script = `
const api = new URLSearchParams(location.search).get('api');
async function attempt(path, init) {
  try {
    const response = await fetch(api + path, init);
    return {
      read: true,
      status: response.status,
      etag: response.headers.get('etag'),
      language: response.headers.get('content-language'),
      body: await response.text(),
    };
  } catch (error) {
    return { read: false, error: String(error) };
  }
}
const spanish = { 'Accept-Language': 'es' };
(async () => {
  const outcomes = {};
  outcomes.daily = await attempt('/api/horoscope/daily?sign=Wolf', { headers: spanish });
  // A header beyond the safelisted ones: the browser asks first (a preflight), then sends it.
  outcomes.revalidated = await attempt('/api/horoscope/daily?sign=Wolf', {
    headers: { ...spanish, 'If-None-Match': outcomes.daily.etag ?? '' },
  });
  outcomes.refused = await attempt('/api/horoscope/daily?sign=Nobody', { headers: spanish });
  outcomes.signs = await attempt('/api/signs', { headers: { 'Content-Type': 'application/json' } });
  outcomes.chart = await attempt('/api/birth-chart?date=1990-06-15&time=08:30&timeZone=Europe/Dublin');
  outcomes.feed = await attempt('/api/feeds/Wolf.ics');
  outcomes.openapi = await attempt('/api/openapi.json');
  outcomes.trpc = await attempt('/trpc/signs.list');
  outcomes.withToken = await attempt('/api/signs', { headers: { Authorization: 'Bearer stolen' } });
  outcomes.profile = await attempt('/api/users/me');
  outcomes.profileWithToken = await attempt('/api/users/me', { headers: { Authorization: 'Bearer stolen' } });
  outcomes.write = await attempt('/api/readings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ content: 'from another site', zodiacSign: 'Wolf' }),
  });
  document.getElementById('outcomes').textContent = JSON.stringify(outcomes);
})();
`;

const page = `<!doctype html><title>Another site</title><pre id="outcomes"></pre><script src="/site.js"></script>`;

let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  site = createServer((request, response) => {
    const js = request.url === '/site.js';
    response.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(js ? script : page);
  });
  await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((closed) => site?.close(closed));
});

describe('the public API from another origin', () => {
  it('reads public answers, and is refused signed-in calls, writes and tokens', async () => {
    expect(new URL(siteUrl).origin).not.toBe(new URL(baseUrl()).origin);
    const context = await browser.newContext();
    const tab = await context.newPage();
    recordPageLog(tab);
    await tab.goto(`${siteUrl}/?api=${encodeURIComponent(baseUrl())}`);
    await tab.waitForFunction(() => document.getElementById('outcomes')?.textContent !== '');
    const outcomes = JSON.parse((await tab.locator('#outcomes').textContent()) ?? '{}') as Record<
      string,
      Outcome
    >;
    const readable = (name: string) => {
      const outcome = outcomes[name];
      if (!outcome?.read)
        throw new Error(`${name}: not readable from another origin: ${JSON.stringify(outcome)}`);
      return outcome;
    };

    const daily = readable('daily');
    expect(daily.status).toBe(200);
    expect(daily.language).toBe('es');
    expect(daily.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(daily.body)).toMatchObject({ date: expect.any(String), general: expect.any(String) });

    const revalidated = readable('revalidated');
    expect(revalidated.status).toBe(304);
    expect(revalidated.etag).toBe(daily.etag);

    const refused = readable('refused');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });

    expect(JSON.parse(readable('signs').body)).toHaveLength(13);
    expect(readable('chart').status).toBe(200);
    expect(readable('feed').body).toMatch(/^BEGIN:VCALENDAR/);
    expect(JSON.parse(readable('openapi').body)).toMatchObject({ openapi: expect.any(String) });
    expect(readable('trpc').status).toBe(200);

    for (const name of ['withToken', 'profile', 'profileWithToken', 'write']) {
      expect(outcomes[name], name).toEqual({
        read: false,
        error: expect.stringContaining('Failed to fetch'),
      });
    }
    await context.close();
  });
});
