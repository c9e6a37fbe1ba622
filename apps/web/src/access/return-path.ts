// Where sign-in returns to: the page a signed-out visitor asked for, carried as `/login?redirect=…`. Only a path
// of this site is followed, so a link cannot use the sign-in page to send someone elsewhere.

const base = 'https://app.invalid';

/** Pages that are never a place to return to: sign-in itself, and the first-sign page that follows it. */
const notReturnedTo = new Set(['/login', '/welcome']);

/**
 * The same-origin path (with search and hash) that `value` names, as the URL parser reads it, or null: not a
 * string, not starting with one `/`, a backslash or a control character anywhere (browsers read `/\x` as `//x`),
 * another origin once parsed, or a page not returned to.
 */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (notReturnedTo.has(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}
