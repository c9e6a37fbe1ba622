/**
 * Fails when a doc names a file or folder of the repository that does not exist. Read: README.md,
 * CONTRIBUTING.md, docs/*.md and every README.md. A path counts when it starts at the root (`apps/…`,
 * `packages/…`, `docs/…`, `patches/…`, `scripts/…`, `.ci/…`), or, in a package's own docs, at the package
 * (`src/…`, `e2e/…`, `drizzle/…`, `scripts/…`), or when it is a relative Markdown link. Not checked: globs and
 * elided paths (`*`, `…`, `<name>`, `{a,b}`), and paths git ignores (outputs such as screenshots).
 * CHANGELOG.md is history and may name files that are gone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

const docs = git('ls-files', 'README.md', 'CONTRIBUTING.md', 'docs/*.md', '*README.md')
  .split('\n')
  .filter(Boolean);

const pathChars = String.raw`[A-Za-z0-9_.\-/\[\]$@]`;
const rooted = new RegExp(
  String.raw`(?<![\w./@-])(?:apps|packages|docs|patches|scripts|\.ci)/${pathChars}+`,
  'g',
);
const packageRelative = new RegExp(String.raw`(?<![\w./@-])(?:src|e2e|drizzle|scripts)/${pathChars}+`, 'g');
const link = /\]\((?!https?:|#|mailto:)([^)\s#]+)/g;
const elided = /[*…<>{}]|\/\.\.\.|\$\{/;

/** Where a package's own paths start: the folder holding the package.json nearest to the doc. */
function packageDir(doc) {
  for (let dir = dirname(doc); dir !== '.' && dir !== ''; dir = dirname(dir)) {
    if (existsSync(join(root, dir, 'package.json'))) return dir;
  }
  return undefined;
}

/** Whether git ignores the path, as a file or (for a folder that does not exist yet) as a folder. */
function ignored(path) {
  try {
    execFileSync('git', ['check-ignore', path, `${path}/`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [];
for (const doc of docs) {
  const text = readFileSync(join(root, doc), 'utf8');
  const named = new Set();
  const tidy = (path) => path.replace(/[.,:;)]+$/, '');
  for (const [match] of text.matchAll(rooted)) named.add(tidy(match));
  const pkg = packageDir(doc);
  if (pkg) for (const [match] of text.matchAll(packageRelative)) named.add(join(pkg, tidy(match)));
  for (const [, target] of text.matchAll(link)) named.add(relative(root, join(root, dirname(doc), target)));
  for (const path of named) {
    if (elided.test(path)) continue;
    const file = normalize(path);
    if (existsSync(join(root, file)) || ignored(file)) continue;
    missing.push(`${doc}: ${path}`);
  }
}

if (missing.length > 0) {
  console.error(`Paths named in the docs that do not exist (${missing.length}):\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`check-doc-paths: every path named in ${docs.length} docs exists`);
