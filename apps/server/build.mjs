// Bundles src/main.ts to dist/main.js, and the preview images' worker (src/share/render-worker.ts) to
// dist/render-worker.js beside it, where the render pool looks for it: our @celtic/* packages are inlined (they ship as TypeScript source), and
// so is drizzle-orm (see `inlined`); other npm packages stay external and load from this package's
// node_modules, so each must be a dependency here.
import { cp, readFile, realpath, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
const manifest = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * drizzle-orm is inlined too. Loaded as its hundreds of small ES modules it grew the server's heap at start-up
 * (Node's module loader), and V8 kept those pages as idle RSS. Inlining others (postgres, zod, @trpc/server)
 * saved nothing measurable; firebase-admin and fastify do not bundle.
 */
const inlined = new Set(['drizzle-orm']);

const missing = new Set();
const externalNpm = {
  name: 'external-npm',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@celtic/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageOf(args.path);
      if (inlined.has(name)) return undefined;
      if (!declared.has(name)) missing.add(`${name} (imported by ${args.importer.replace(root, '')})`);
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: `${root}src/main.ts`,
    'render-worker': `${root}src/share/render-worker.ts`,
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [externalNpm],
  logLevel: 'warning',
  metafile: true,
});

if (missing.size > 0) {
  console.error(
    `build.mjs: these npm packages are imported by the bundle but are not dependencies of @celtic/server, so ` +
      `dist/main.js could not load them:\n  ${[...missing].join('\n  ')}`,
  );
  process.exit(1);
}

// The SQL migrations travel with the bundle; main.ts passes this folder to createDb.
await cp(await realpath(`${root}node_modules/@celtic/db/drizzle`), `${dist}/drizzle`, { recursive: true });
// The share pages' card (share/card.ts reads it beside the code that names it).
await cp(`${root}src/share/share-card.png`, `${dist}/share-card.png`);

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `build.mjs: dist/main.js, dist/render-worker.js (${(bytes / 1024).toFixed(0)} kB with maps), dist/drizzle and dist/share-card.png ready`,
);
