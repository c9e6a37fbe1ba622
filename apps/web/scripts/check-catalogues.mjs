// The catalogues' check (run by `pnpm lint` at the root): fails when a catalogue lacks a message the code uses
// or keeps one it no longer uses (`lingui check sync`: the catalogues must be what `lingui extract --clean`
// would write), when a language leaves a message untranslated (`lingui check missing --mode catalog`), or when
// a translation drops or adds a placeholder ({name}, <0>…</0>) of its English message.
//   node scripts/check-catalogues.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const translated = ['es', 'de'];

function lingui(...args) {
  try {
    execFileSync('pnpm', ['exec', 'lingui', ...args], { cwd: app, stdio: 'inherit' });
  } catch {
    console.error(
      `\`lingui ${args.join(' ')}\` failed: run \`pnpm --filter @celtic/web i18n:extract\` and translate what it lists.`,
    );
    process.exit(1);
  }
}

/** The entries of a .po file: context, English message and translation. */
export function readPo(text) {
  const entries = [];
  for (const block of text.split(/\n\s*\n/)) {
    const field = (name) => {
      const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(`${block}\n`);
      if (!match) return undefined;
      return [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)]
        .map((part) => JSON.parse(`"${part[1]}"`))
        .join('');
    };
    const id = field('msgid');
    if (!id) continue;
    entries.push({ context: field('msgctxt'), id, translation: field('msgstr') ?? '' });
  }
  return entries;
}

/** `{name}`, `{0}`, `<0>`, `</0>`, `<1/>`: what a translation must keep (ICU plural branches aside). */
export function placeholders(message) {
  const found = message.match(/\{\w+\}|<\/?\d+\/?>/g) ?? [];
  return found.sort().join(' ');
}

lingui('check', 'sync');
lingui('check', 'missing', '--mode', 'catalog');

const problems = [];
for (const locale of translated) {
  const text = readFileSync(join(app, 'src', 'locales', locale, 'messages.po'), 'utf8');
  for (const entry of readPo(text)) {
    if (entry.id.includes('plural,') || entry.id.includes('select,')) continue;
    if (placeholders(entry.id) !== placeholders(entry.translation)) {
      problems.push(
        `${locale}: "${entry.translation}" keeps [${placeholders(entry.translation)}], "${entry.id}" has [${placeholders(entry.id)}]`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(`Translations whose placeholders differ from the English message:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Catalogues: in step with the code, ${translated.join(' and ')} translated, placeholders kept.`);
