import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardFile, siteCard } from './card';
import { renderCard } from './image';

describe("the site's card", () => {
  it('is the committed PNG that image.ts draws (UPDATE_SHARE_CARD=1 writes it again)', async () => {
    const drawn = await renderCard();
    if (process.env.UPDATE_SHARE_CARD === '1') writeFileSync(cardFile, drawn);
    const card = siteCard();
    expect(drawn.equals(card.png)).toBe(true);
    expect(card.png.readUInt32BE(16)).toBe(1200);
    expect(card.png.readUInt32BE(20)).toBe(630);
    expect(card.address).toMatch(/^\/share\/card\.png\?v=[\w-]{12}$/);
  });
});
