/**
 * The 1200×630 preview image of a share page: satori lays it out as SVG, resvg draws the PNG. Fonts are
 * @fontsource's WOFF files (satori reads neither WOFF2 nor variable fonts), loaded once: they never change. Their
 * Latin subset holds every letter Spanish and German write (á, ñ, ¿, ü, ß …).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getSign, oghamBox, oghamSegments, signNames } from '@celtic/zodiac-core';
import { Resvg } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import type { SharePage } from './content';
import { shareWords } from './words';

export const imageWidth = 1200;
export const imageHeight = 630;

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`));

let fonts: SatoriOptions['fonts'] | undefined;
function loadFonts(): SatoriOptions['fonts'] {
  fonts ??= [
    { name: 'Inter', data: font('inter/files/inter-latin-400-normal.woff'), weight: 400, style: 'normal' },
    { name: 'Inter', data: font('inter/files/inter-latin-700-normal.woff'), weight: 700, style: 'normal' },
    { name: 'Cinzel', data: font('cinzel/files/cinzel-latin-700-normal.woff'), weight: 700, style: 'normal' },
  ];
  return fonts;
}

/** A satori element: the shape React elements have, without React. */
interface Node {
  type: string;
  props: Record<string, unknown> & { children?: Node | string | (Node | string)[] };
}

const h = (type: string, props: Node['props'], ...children: (Node | string)[]): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

const gold = '#d8b25a';
const parchment = '#f3ead6';
const night = '#0b1a13';

/** The sign's disc: its colour and its glyph (the app's own 24×24 icon path). */
function signDisc(color: string, iconPath: string, size: number): Node {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: color,
        border: `4px solid ${gold}`,
      },
    },
    h(
      'svg',
      { width: size * 0.6, height: size * 0.6, viewBox: '0 0 24 24' },
      h('path', { d: iconPath, fill: night }),
    ),
  );
}

function oghamDrawing(page: SharePage): Node | null {
  if (!page.ogham) return null;
  const height = 220;
  const width = (height * oghamBox.width) / oghamBox.height;
  return h(
    'svg',
    { width, height, viewBox: `0 0 ${oghamBox.width} ${oghamBox.height}` },
    ...oghamSegments(page.ogham.strokes).map((s, i) =>
      h('line', {
        x1: s.x1,
        y1: s.y1,
        x2: s.x2,
        y2: s.y2,
        stroke: gold,
        strokeWidth: i === 0 ? 5 : 7,
        strokeLinecap: 'round',
      }),
    ),
  );
}

/** Cuts a sentence to what fits four lines of the image, at a word. */
function fitted(text: string, max = 170): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function layout(page: SharePage): Node {
  const words = shareWords[page.locale];
  const art = page.ogham
    ? oghamDrawing(page)
    : h(
        'div',
        { style: { display: 'flex', gap: 24 } },
        ...page.signs.map((sign) => signDisc(sign.color, sign.iconPath, page.signs.length > 1 ? 160 : 240)),
      );
  const accent = page.signs[0]?.color ?? gold;
  return h(
    'div',
    {
      style: {
        display: 'flex',
        width: imageWidth,
        height: imageHeight,
        backgroundColor: night,
        backgroundImage: `linear-gradient(135deg, ${night} 0%, #123024 100%)`,
        borderTop: `14px solid ${accent}`,
        padding: '56px 64px',
        fontFamily: 'Inter',
        color: parchment,
        alignItems: 'center',
        gap: 48,
      },
    },
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20, width: 360 } },
      ...(art ? [art] : []),
      ...(page.signs[0] && page.ogham ? [signDisc(page.signs[0].color, page.signs[0].iconPath, 110)] : []),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: 660, gap: 18 } },
      h(
        'div',
        { style: { fontSize: 26, color: gold, letterSpacing: 2, textTransform: 'uppercase' } },
        page.kicker,
      ),
      h(
        'div',
        { style: { fontFamily: 'Cinzel', fontWeight: 700, fontSize: 58, lineHeight: 1.1 } },
        page.heading,
      ),
      h('div', { style: { fontSize: 32, lineHeight: 1.35, color: '#e2d6bb' } }, fitted(page.lead)),
      h(
        'div',
        { style: { display: 'flex', marginTop: 'auto', fontSize: 24, color: gold, fontWeight: 700 } },
        `${words.siteName} · ${words.findYourSign}`,
      ),
    ),
  );
}

/** The site's own card: its name and the thirteen signs, for a page whose own image cannot be made now. */
function cardLayout(): Node {
  const words = shareWords.en;
  const discs = signNames.flatMap((name) => {
    const sign = getSign(name);
    return sign ? [signDisc(sign.color, sign.iconPath, 60)] : [];
  });
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        width: imageWidth,
        height: imageHeight,
        backgroundColor: night,
        backgroundImage: `linear-gradient(135deg, ${night} 0%, #123024 100%)`,
        borderTop: `14px solid ${gold}`,
        fontFamily: 'Inter',
        color: parchment,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 48,
      },
    },
    h('div', { style: { fontFamily: 'Cinzel', fontWeight: 700, fontSize: 72 } }, words.siteName),
    h('div', { style: { display: 'flex', justifyContent: 'center', width: 1072, gap: 12 } }, ...discs),
    h('div', { style: { fontSize: 32, color: gold, fontWeight: 700 } }, words.findYourSign),
  );
}

const draw = async (node: Node): Promise<Buffer> => {
  // satori's types want a React element; this object has exactly that shape.
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    width: imageWidth,
    height: imageHeight,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
};

/** The PNG of the site's card (committed as share-card.png; card.ts serves it). */
export const renderCard = (): Promise<Buffer> => draw(cardLayout());

/**
 * The PNG of a page's preview, in the page's language (its kicker, heading, lead and footer are words): the same
 * page in the same language always gives the same bytes.
 */
export function renderPreview(page: SharePage): Promise<Buffer> {
  return draw(layout(page));
}
