/** Hostile values for property-based tests: wrong types, huge and odd strings, SQL and HTML payloads. */
import fc from 'fast-check';

export const sqlPayloads = [
  "' OR '1'='1",
  "'; DROP TABLE readings; --",
  '1; DELETE FROM users',
  "Stag'); UPDATE users SET role='site_owner'; --",
  '1 UNION SELECT email FROM users',
  "$1'::text",
  '\\x00',
];

export const htmlPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];

/**
 * Text PostgreSQL cannot hold: U+0000 (neither text nor jsonb takes it) and surrogate halves that are not part
 * of a pair (UTF-8 has no form for them; a driver would store U+FFFD instead). A JavaScript string, and so a
 * JSON body, can carry both: every string input must be refused with 400 when it holds one.
 */
export const unstorableText = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udbffy',
  '\udc00\ud800',
  '\ud83d',
];

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a surrogate half without its partner (it has no UTF-8 form, so no URL form). */
export function hasLoneSurrogate(text: string): boolean {
  return loneSurrogate.test(text);
}

/** False for text holding U+0000 or a surrogate half without its partner. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !hasLoneSurrogate(text);
}

/** Valid code points at the edges: storable, and must come back exactly as sent. */
export const edgeOfUnicode = [
  '\u{10FFFF}',
  '\u{10FFFD}',
  '\uFFFE',
  '\uFFFF',
  '\uFEFF',
  '\u{1F43A}',
  '\u{E0001}',
];

const odd = [
  '',
  ' ',
  '\u202e',
  'Ω≈ç√∫',
  '🐺🦌',
  'ｓｔａｇ',
  'STAG\u0301',
  '%00',
  '../../etc/passwd',
  'null',
  'NaN',
];

/** A single surrogate half: a JavaScript string may hold one; UTF-8 cannot. */
const surrogateHalf = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/**
 * One unit of a generated string: any code point of the whole of Unicode (U+0000 and U+10FFFF included), or
 * now and then a lone surrogate half.
 */
export const anyUnicodeUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: surrogateHalf },
);

/** Input an otherwise valid call might carry: a sign, an id, a date, a sentence. */
const plausibleText = ['Stag', 'wolf', 'me', '1', '2026-11-01', 'A calm day under the rowan.'];

/** `text` with one unstorable character put in at some place: valid input but for that one character. */
function poisoned(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat()).map(([base, bad, at]) => {
    const cut = at % (base.length + 1);
    return `${base.slice(0, cut)}${bad}${base.slice(cut)}`;
  });
}

/**
 * Any string a client could send, up to `maxLength` UTF-16 units: from the whole of Unicode, lone surrogate
 * halves and U+0000 included (the transports encode what a URL cannot carry; see fuzz.test.ts).
 */
export function hostileString(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: anyUnicodeUnit, maxLength: 40 }),
    fc.constantFrom(...sqlPayloads, ...htmlPayloads, ...odd, ...unstorableText, ...edgeOfUnicode),
    poisoned(fc.constantFrom(...plausibleText)),
    fc.string({ minLength: Math.min(maxLength, 1000), maxLength }),
    // Long text from all of Unicode; a quarter of the limit keeps its JSON (up to 6 bytes a unit) under 64 kB.
    fc.string({ unit: anyUnicodeUnit, minLength: 1, maxLength: Math.max(1, Math.floor(maxLength / 4)) }),
  );
}

/** Any JSON value, biased towards the shapes that break validators. */
export function hostileValue(maxStringLength: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString(maxStringLength) },
    { weight: 2, arbitrary: fc.integer({ min: -3, max: 2_147_483_650 }) },
    fc.constantFrom(0, -1, 1.5, 1e21, Number.MAX_SAFE_INTEGER, 2_147_483_648),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 1, stringUnit: anyUnicodeUnit }), { maxLength: 3 }),
    fc.dictionary(
      fc.string({ unit: anyUnicodeUnit, maxLength: 8 }),
      fc.jsonValue({ maxDepth: 1, stringUnit: anyUnicodeUnit }),
      { maxKeys: 3 },
    ),
  );
}
