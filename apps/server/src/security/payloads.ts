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

/** No lone surrogate halves: those cannot be put in a URL, so no client can send them there. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const odd = [
  '',
  ' ',
  '\u0000',
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

/** Any string a client could send, up to `maxLength` characters (valid code points: URLs must encode). */
export function hostileString(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }).filter(isWellFormed),
    fc.constantFrom(...sqlPayloads, ...htmlPayloads, ...odd),
    fc.string({ minLength: Math.min(maxLength, 1000), maxLength }),
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
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
}
