// Bundle budget: gzipped sizes from Vite's manifest of the last build (dist/.vite/manifest.json).
//   node scripts/check-bundle.mjs [dist folder] [--json]
// Budgets: /login's initial JavaScript (the entry and what it imports statically, the chunks index.html
// preloads for the start (React and the app, which hold the login route: main.tsx), and a login route chunk
// too if the route is ever split again) ≤ 120 kB gzipped (the language catalogues load apart); every other route's own chunk ≤ 60 kB; all CSS
// together ≤ 25 kB.
// Prints a table (or JSON) and exits 1 when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgets = { loginInitialJs: 120_000, routeChunk: 60_000, css: 25_000 };

// TanStack Router's code splitting names each route's lazy component chunk after its file.
const routeChunk = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** `login` → `/login`, `_app/index` → `/`, `_app/saved` → `/saved`, `_app` → `(app layout)`. */
function routePath(file) {
  if (file === '_app') return '(signed-in layout)';
  const path = file.replace(/^_app\/?/, '').replace(/(^|\/)index$/, '');
  return `/${path}`;
}

/** The manifest keys of the chunks index.html preloads (`<link rel="modulepreload">`). */
function preloadedKeys(dist, manifest) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  return hrefs.map((file) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
    if (!key) throw new Error(`index.html preloads ${file}, which the manifest does not know`);
    return key;
  });
}

export function measureBundle(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the web app first (pnpm --filter @celtic/web build)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipCache = new Map();
  const gz = (file) => {
    if (!gzipCache.has(file))
      gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  /** The chunk of `key` and every chunk it imports statically, as output file names. */
  const closure = (keys) => {
    const seen = new Set();
    const files = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no chunk ${key}`);
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const entryFiles = closure([entryKey]);
  // What every first load fetches: the entry and the chunks index.html preloads for the start.
  const startFiles = closure([entryKey, ...preloadedKeys(dist, manifest)]);
  const routes = Object.keys(manifest)
    .map((key) => ({ key, match: routeChunk.exec(key) }))
    .filter(({ match }) => match)
    .map(({ key, match }) => {
      const own = gz(manifest[key].file);
      // What the route adds on top of the start when it is the first page loaded.
      const lazyFiles = [...closure([key])].filter((file) => !startFiles.has(file));
      return {
        route: routePath(match[1]),
        key,
        file: manifest[key].file,
        ownGzip: own,
        addedGzip: sum(lazyFiles),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const login = routes.find((route) => route.route === '/login');
  const loginFiles = new Set([...startFiles, ...(login ? closure([login.key]) : [])]);
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));

  const figures = {
    entryGzip: sum(entryFiles),
    loginInitialJsGzip: sum(loginFiles),
    loginInitialFiles: [...loginFiles].length,
    cssGzip: sum(cssFiles),
    routes: routes.map(({ route, file, ownGzip, addedGzip }) => ({ route, file, ownGzip, addedGzip })),
  };
  const failures = [];
  if (figures.loginInitialJsGzip > budgets.loginInitialJs) failures.push('/login initial JS');
  for (const route of figures.routes) {
    if (route.route !== '/login' && route.ownGzip > budgets.routeChunk) failures.push(`${route.route} chunk`);
  }
  if (figures.cssGzip > budgets.css) failures.push('CSS');
  return { ...figures, budgets, failures };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line of the table: a mark, a label, the size and the budget. */
function row(ok, label, size, budget = '', extra = '') {
  const mark = ok === undefined ? '    ' : ok ? 'ok  ' : 'OVER';
  const limit = budget ? `   ≤ ${budget}` : '';
  return `${`${mark} ${label}`.padEnd(44)}${size.padStart(10)}${limit}${extra}`;
}

export function formatBundle(result) {
  const { budgets } = result;
  const lines = [
    'Bundle (gzip level 9)                         size       budget',
    row(
      result.loginInitialJsGzip <= budgets.loginInitialJs,
      `/login initial JS (${result.loginInitialFiles} files)`,
      kB(result.loginInitialJsGzip),
      kB(budgets.loginInitialJs),
    ),
    row(undefined, 'of which the entry and its imports', kB(result.entryGzip)),
    row(result.cssGzip <= budgets.css, 'CSS', kB(result.cssGzip), kB(budgets.css)),
  ];
  for (const route of result.routes) {
    lines.push(
      row(
        route.route === '/login' || route.ownGzip <= budgets.routeChunk,
        `route ${route.route} own chunk`,
        kB(route.ownGzip),
        kB(budgets.routeChunk),
        `   (+${kB(route.addedGzip)} lazy in all)`,
      ),
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const dist = resolve(
    args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../dist', import.meta.url)),
  );
  const result = measureBundle(dist);
  console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : formatBundle(result));
  if (result.failures.length > 0) {
    if (!args.includes('--json')) console.error(`\nOver budget: ${result.failures.join(', ')}`);
    process.exit(1);
  }
}
