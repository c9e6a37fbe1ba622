import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt, quantile, runPaced } from './paced';

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('dueAt', () => {
  it('spaces requests evenly', () => {
    expect(dueAt(1000, 200, 0)).toBe(1000);
    expect(dueAt(1000, 200, 3)).toBe(1015);
  });
});

describe('runPaced', () => {
  let url = '';
  let arrivals: number[] = [];
  const server = createServer((request, response) => {
    arrivals.push(performance.now());
    const slow = request.url === '/slow';
    setTimeout(() => response.end(slow ? 'slow' : 'ok'), slow ? 50 : 0);
  });
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('sends the rate it is given, spread over the run, not in bursts', async () => {
    arrivals = [];
    const result = await runPaced(
      {
        url: `${url}/`,
        method: 'GET',
        headers: {},
        connections: 10,
        warmupSeconds: 0,
        seconds: 1,
        rate: 200,
      },
      1,
    );
    expect(result.totalRequests).toBe(200);
    expect(result.errors + result.non2xx).toBe(0);
    // Spread, not a burst: each half of the second received a fair share (halves, not tenths, so that a pause of
    // a loaded test machine cannot fail it; a burst puts every request in the first half).
    const first = arrivals[0] ?? 0;
    const firstHalf = arrivals.filter((at) => at - first < 500).length;
    expect(firstHalf).toBeGreaterThan(50);
    expect(arrivals.length - firstHalf).toBeGreaterThan(50);
  });

  it('counts a request refused before it is sent as an error, and still ends', async () => {
    const result = await runPaced(
      {
        url: `${url}/`,
        method: 'GET',
        // A header value with a line break: undici refuses the request without sending it.
        headers: { 'x-broken': 'a\nb' },
        connections: 2,
        warmupSeconds: 0,
        seconds: 0.1,
        rate: 100,
      },
      0.1,
    );
    expect(result.errors).toBe(10);
    expect(result.totalRequests).toBe(0);
  });

  it('counts the wait for a connection in the latency', async () => {
    // Two connections answering in 50 ms carry 40 requests a second; 100 a second pile up behind them.
    const result = await runPaced(
      {
        url: `${url}/slow`,
        method: 'GET',
        headers: {},
        connections: 2,
        warmupSeconds: 0,
        seconds: 1,
        rate: 100,
      },
      1,
    );
    expect(result.totalRequests).toBe(100);
    expect(result.p99Ms).toBeGreaterThan(500);
  });
});
