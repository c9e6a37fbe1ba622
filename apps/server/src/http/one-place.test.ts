/**
 * Each rule of a request's answer is written in one module: the language (`languageOf`, context.ts) and the
 * cache headers, ETags and 304s (cache-headers.ts). A new reader of `lang` or Accept-Language, or a new writer of
 * Cache-Control or ETag elsewhere in the server, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sources(root).map((path) => ({
  file: relative(root, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

const filesMatching = (pattern: RegExp) =>
  files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('one place for each rule', () => {
  it('reads the language of a request (`lang`, Accept-Language) in context.ts alone', () => {
    expect(filesMatching(/\[\s*['"]accept-language['"]\s*\]/i)).toEqual(['http/context.ts']);
    expect(filesMatching(/\.lang\b|\[\s*['"]lang['"]\s*\]/)).toEqual(['http/context.ts']);
  });

  it('writes Cache-Control and ETag, and compares If-None-Match, in cache-headers.ts alone', () => {
    // A header named and then given a value (CORS's list of exposed headers only names it).
    expect(filesMatching(/['"](cache-control|etag)['"]\s*[,)]/i)).toEqual(['http/cache-headers.ts']);
    expect(filesMatching(/\[\s*['"]if-none-match['"]\s*\]/i)).toEqual(['http/cache-headers.ts']);
  });

  it('finds the server’s sources it checks', () => {
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['http/rest.ts', 'http/trpc.ts', 'share/routes.ts', 'http/web.ts']),
    );
  });
});
