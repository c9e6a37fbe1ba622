import type { SharePage } from './content';
import { imageHeight, imageWidth } from './image';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text and attribute values are escaped: a reading is generated text, but nothing reaches HTML unescaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

const style = `
*{box-sizing:border-box}body{margin:0;background:#0b1a13;color:#f3ead6;font:17px/1.6 system-ui,sans-serif}
main{max-width:760px;margin:0 auto;padding:32px 20px 48px}p.kicker{color:#d8b25a;letter-spacing:.15em;
text-transform:uppercase;font-size:13px;margin:0}h1{font-family:Georgia,serif;font-size:34px;margin:.3em 0 .6em}
img{width:100%;height:auto;border-radius:12px;border:1px solid #d8b25a55}h2{color:#d8b25a;font-size:18px;
margin:1.4em 0 .2em}a.cta{display:inline-block;margin-top:2em;padding:12px 22px;border-radius:10px;
background:#d8b25a;color:#0b1a13;font-weight:700;text-decoration:none}footer{margin-top:2em;color:#b8ad93;font-size:14px}
`.trim();

/**
 * The page: readable with no JavaScript, with Open Graph and Twitter card tags (absolute URLs from the configured
 * public origin) and a link to find one's own sign. Its own image and link are relative, so the page works on
 * whatever address it was reached at.
 */
export function sharePageHtml(page: SharePage, origin: string): string {
  const url = `${origin}${page.path}`;
  const image = `${url}/image.png`;
  const title = `${page.title} · Celtic Zodiac Explorer`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const sections = page.sections
    .map((section) => `<h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="canonical" href="${escapeHtml(url)}">
${meta('property', 'og:type', 'article')}
${meta('property', 'og:site_name', 'Celtic Zodiac Explorer')}
${meta('property', 'og:title', page.title)}
${meta('property', 'og:description', page.description)}
${meta('property', 'og:url', url)}
${meta('property', 'og:image', image)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(imageWidth))}
${meta('property', 'og:image:height', String(imageHeight))}
${meta('property', 'og:image:alt', `${page.heading}: ${page.lead}`)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', page.title)}
${meta('name', 'twitter:description', page.description)}
${meta('name', 'twitter:image', image)}
<style>${style}</style>
</head>
<body>
<main>
<p class="kicker">${escapeHtml(page.kicker)}</p>
<h1>${escapeHtml(page.heading)}</h1>
<img src="${escapeHtml(`${page.path}/image.png`)}" width="${imageWidth}" height="${imageHeight}" alt="${escapeHtml(`${page.heading}: ${page.lead}`)}">
${sections}
<a class="cta" href="/birth-chart">Find your sign</a>
<footer>Celtic Zodiac Explorer: the thirteen signs of the Celtic tree calendar, the real Moon and the fire festivals.</footer>
</main>
</body>
</html>
`;
}
