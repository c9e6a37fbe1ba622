// usage: node prof.mjs  (run from apps/bench with pnpm exec node)
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import postgres from 'postgres';

const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { onnotice: () => {} });
await admin.unsafe('drop database if exists celtic_prof with (force)');
await admin.unsafe('create database celtic_prof');
await admin.end();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  ALLOW_AUTH_EMULATOR: '1',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.EMU,
  FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/celtic_prof',
  PORT: '3177',
  HOST: '127.0.0.1',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_USER: '0',
};
const child = spawn(
  process.execPath,
  [
    ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    '/work/main/apps/server/dist/main.js',
  ],
  { env, stdio: 'inherit' },
);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch('http://127.0.0.1:3177/healthz')).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const r = await fetch(
  `http://${process.env.EMU}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=x`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: 'prof-' + Date.now(), email: 'p@x.com', name: 'P' }))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  },
);
const { idToken } = await r.json();
const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
for (let i = 0; i < 1000; i++)
  await fetch('http://127.0.0.1:3177/api/readings', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ content: 'x'.repeat(150) + i, zodiacSign: 'Stag' }),
  });
const path = process.env.PATHX ?? '/api/readings/me';
const result = await autocannon({
  url: 'http://127.0.0.1:3177' + path,
  connections: 50,
  duration: Number(process.env.SECS ?? 10),
  headers: auth,
  ...(process.env.POST
    ? { method: 'POST', body: JSON.stringify({ content: 'hello', zodiacSign: 'Cat' }) }
    : {}),
});
console.log(
  path,
  'req/s',
  result.requests.average,
  'p99',
  result.latency.p99,
  'errors',
  result.errors,
  'non2xx',
  result.non2xx,
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
