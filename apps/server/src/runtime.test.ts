/** The project's pinned Node runs the server and its tests, and no answer tells anyone which Node that is. */
import { expect, it } from 'vitest';
import { pgliteServerForTests } from './test/helpers';

const live = pgliteServerForTests();

it('runs on Node 24, the LTS the project pins (not the machine’s own Node)', () => {
  expect(process.versions.node.split('.')[0]).toBe('24');
});

it('names no runtime or version in any answer', async () => {
  const version = process.versions.node;
  for (const path of ['/healthz', '/api/signs', '/api/openapi.json', '/api/nope', '/trpc/signs.list']) {
    const response = await fetch(live.server.url + path);
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    const body = await response.text();
    expect(headers, path).not.toMatch(/node|x-powered-by|^server:/im);
    expect(headers + body, path).not.toContain(version);
  }
});
