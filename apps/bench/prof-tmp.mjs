import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import postgres from 'postgres';

const port = 30000 + Math.floor(Math.random() * 20000);
const db = 'celtic_prof_' + port;
const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { onnotice: () => {} });
await admin.unsafe(`create database ${db}`);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  ALLOW_AUTH_EMULATOR: '1',
  FIREBASE_AUTH_EMULATOR_HOST: process.env.EMU,
  FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_USER: '0',
};
const child = spawn(
  process.execPath,
  [
    ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/root/prof'] : []),
    process.env.MAIN ?? '/work/main/apps/server/dist/main.js',
  ],
  { env, stdio: 'inherit' },
);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(base + '/healthz')).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const r = await fetch(
  `http://${process.env.EMU}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=x`,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: 'prof-' + Date.now(), email: 'p' + Date.now() + '@x.com', name: 'P' }))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  },
);
const { idToken } = await r.json();
const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
for (let i = 0; i < 1000; i++) {
  const res = await fetch(base + '/api/readings', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ content: 'x'.repeat(150) + i, zodiacSign: 'Stag' }),
  });
  if (i === 0) console.log('first POST', res.status, await res.text());
}
const cpu = () => {
  const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
};
const path = process.env.PATHX ?? '/api/readings/me';
const c0 = cpu();
const result = await autocannon({
  url: base + path,
  connections: 50,
  duration: Number(process.env.SECS ?? 10),
  headers: auth,
  ...(process.env.POST
    ? { method: 'POST', body: JSON.stringify({ content: 'hello', zodiacSign: 'Cat' }) }
    : {}),
});
const used = cpu() - c0;
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
  'server CPU µs/req',
  Math.round(used / result.requests.total),
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await admin.unsafe(`drop database ${db} with (force)`);
await admin.end();
