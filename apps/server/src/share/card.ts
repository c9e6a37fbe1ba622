/**
 * The site's card: one PNG drawn by image.ts's `renderCard` and committed beside this file (build.mjs copies it
 * beside dist/main.js), so no request ever draws it. A share page whose own image cannot be made now names it
 * as its preview; its address carries a hash of its bytes, so it is cached for a year.
 */
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const cardFile = new URL('./share-card.png', import.meta.url);

export interface Card {
  png: Buffer;
  etag: string;
  /** The path the pages name, e.g. `/share/card.png?v=…`. */
  address: string;
}

let card: Card | undefined;
export function siteCard(): Card {
  if (card) return card;
  const png = readFileSync(cardFile);
  const digest = hash('sha256', png, 'base64url');
  card = { png, etag: `"${digest}"`, address: `/share/card.png?v=${digest.slice(0, 12)}` };
  return card;
}
