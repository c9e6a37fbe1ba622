import { createHash, randomBytes } from 'node:crypto';

/**
 * The shape of an API key, in one place: `cz_live_` and 32 random bytes in base64url (43 characters). A key is
 * shown once, when made; the database keeps its SHA-256 (a fast hash is right for a 256-bit random secret: there
 * is nothing to guess) and its first characters, for lists.
 */
export const apiKeyPrefix = 'cz_live_';

/** The header a key is sent in. */
export const apiKeyHeader = 'X-Api-Key';

const secretBytes = 32;
const keyPattern = /^cz_live_[A-Za-z0-9_-]{43}$/;

/** How many characters of a key lists show: the prefix and four of the secret. */
export const shownPrefixLength = apiKeyPrefix.length + 4;

/** Whether `value` has the shape of one of our keys (anything else is refused before the database is asked). */
export const isApiKeyShape = (value: string): boolean => keyPattern.test(value);

/** The stored hash of a key: SHA-256, lower-case hex. */
export const apiKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key, with what is stored of it. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = apiKeyPrefix + randomBytes(secretBytes).toString('base64url');
  return { key, prefix: key.slice(0, shownPrefixLength), keyHash: apiKeyHash(key) };
}
