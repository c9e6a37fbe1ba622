/**
 * Fails when `.env.example` misses a variable the code reads, or names one nothing reads. Read:
 * - the server's variables: the keys of the schema in `apps/server/src/env.ts` (the one place the server reads
 *   its environment); each must also be named in `apps/server/README.md`'s configuration;
 * - the web build's: the `VITE_…` names of `FirebaseWebEnv` in `apps/web/src/lib/firebase-settings.ts`;
 * - any other `process.env.NAME` or `import.meta.env.NAME` in the source (not tests) of apps/server, apps/web and
 *   the packages, `pnpm start` included; minus the variables Node, pnpm and CI set themselves.
 * A variable counts as listed in `.env.example` on a line `NAME=…`, or commented out as `# NAME=…`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** Set by Node, pnpm or a CI runner, never by whoever deploys: not for `.env.example`. */
const platformVariables = new Set([
  'NODE_OPTIONS',
  'INIT_CWD',
  'CI',
  'PROD',
  'DEV',
  'MODE',
  'SSR',
  'BASE_URL',
]);

const problems = [];

// The server: the keys of `const schema = z.object({ … })`, written one per line at the object's indentation.
const envTs = read('apps/server/src/env.ts');
const schemaStart = envTs.indexOf('const schema = z\n  .object({\n');
const schemaEnd = envTs.indexOf('\n  })\n', schemaStart);
if (schemaStart < 0 || schemaEnd < 0) {
  problems.push('apps/server/src/env.ts: the schema (`const schema = z.object({ … })`) was not found');
}
const serverNames = [...envTs.slice(schemaStart, schemaEnd).matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map(
  ([, name]) => name,
);
if (schemaStart >= 0 && serverNames.length === 0) problems.push('apps/server/src/env.ts: no variable found');

// The web build's Firebase settings.
const webSettings = read('apps/web/src/lib/firebase-settings.ts');
const webInterface = /interface FirebaseWebEnv \{([^}]*)\}/.exec(webSettings)?.[1] ?? '';
const webNames = [...webInterface.matchAll(/^\s*(VITE_[A-Z0-9_]+)\??:/gm)].map(([, name]) => name);
if (webNames.length === 0) problems.push('apps/web/src/lib/firebase-settings.ts: FirebaseWebEnv not found');

// Every other read in the source that runs outside tests.
const sources = execFileSync('git', ['ls-files', 'apps/server/src', 'apps/web/src', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(apps\/(server|web)|packages\/[^/]+)\/src\/.+\.(ts|tsx|mts|mjs|js)$/.test(path))
  .filter((path) => !/\.test\.|\/test\/|\/e2e\//.test(path));
const sourceText = sources.map((path) => read(path)).join('\n');
const codeNames = [
  ...sourceText.matchAll(
    /(?:process\.env|import\.meta\.env)(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g,
  ),
].map(([, dotted, indexed]) => dotted ?? indexed);

const needed = new Set(
  [...serverNames, ...webNames, ...codeNames].filter((name) => !platformVariables.has(name)),
);

const example = read('.env.example');
const listed = new Set([...example.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));

for (const name of needed) {
  if (!listed.has(name)) problems.push(`.env.example: ${name} is read by the code but not listed`);
}
// A listed variable must be named by some source file (a read through another object, e.g. `env.NAME`, counts).
for (const name of listed) {
  if (!needed.has(name) && !new RegExp(`\\b${name}\\b`).test(sourceText)) {
    problems.push(`.env.example: ${name} is listed but nothing reads it`);
  }
}

const serverReadme = read('apps/server/README.md');
for (const name of serverNames) {
  if (!serverReadme.includes(`\`${name}\``)) {
    problems.push(`apps/server/README.md: ${name} (apps/server/src/env.ts) is not in its configuration`);
  }
}

if (problems.length > 0) {
  console.error(
    `The environment's documentation is out of date (${problems.length}):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `check-env-example: .env.example lists all ${needed.size} variables the code reads (${serverNames.length} the server's)`,
);
