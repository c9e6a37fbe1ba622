import { type Locale, locales } from '@celtic/zodiac-core';
import { imageAddress, pageAddress, type SharePage } from './content';
import { imageHeight, imageWidth } from './image';
import { shareWords } from './words';

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
footer a{color:#d8b25a}
`.trim();

/**
 * The page, in its language: readable with no JavaScript, with Open Graph and Twitter card tags (absolute URLs
 * from the configured public origin) and a link to find one's own sign. Every address it names carries its
 * language (`pageAddress`, `imageAddress`); the address without `lang` is its `x-default`, which follows the
 * reader's language. Its own image and links are relative, so the page works on whatever address it was reached at.
 * `preview` names another image (the site's card) in place of the page's own, when that cannot be made now.
 */
export function sharePageHtml(page: SharePage, origin: string, options: { preview?: string } = {}): string {
  const words = shareWords[page.locale];
  const address = (locale: Locale) => `${origin}${pageAddress(page.path, locale)}`;
  const url = address(page.locale);
  const own = imageAddress(page.path, page.locale);
  const shown = options.preview ?? own;
  const image = `${origin}${shown}`;
  const title = `${page.title} · ${words.siteName}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const others = locales.filter((locale) => locale !== page.locale);
  const alternates = [
    ...locales.map(
      (locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(address(locale))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${page.path}`)}">`,
  ].join('\n');
  const languageLinks = others
    .map(
      (locale) =>
        `<a href="${escapeHtml(pageAddress(page.path, locale))}" hreflang="${locale}" lang="${locale}">${escapeHtml(shareWords[locale].languageName)}</a>`,
    )
    .join(' · ');
  const sections = page.sections
    .map((section) => `<h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p>`)
    .join('\n');
  const alt = options.preview ? words.siteName : `${page.heading}: ${page.lead}`;
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<link rel="canonical" href="${escapeHtml(url)}">
${alternates}
${meta('property', 'og:type', 'article')}
${meta('property', 'og:site_name', words.siteName)}
${meta('property', 'og:locale', words.ogLocale)}
${others.map((locale) => meta('property', 'og:locale:alternate', shareWords[locale].ogLocale)).join('\n')}
${meta('property', 'og:title', page.title)}
${meta('property', 'og:description', page.description)}
${meta('property', 'og:url', url)}
${meta('property', 'og:image', image)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(imageWidth))}
${meta('property', 'og:image:height', String(imageHeight))}
${meta('property', 'og:image:alt', alt)}
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
<img src="${escapeHtml(shown)}" width="${imageWidth}" height="${imageHeight}" alt="${escapeHtml(alt)}">
${sections}
<a class="cta" href="/birth-chart">${escapeHtml(words.findYourSign)}</a>
<footer><p>${escapeHtml(words.footer)}</p><p>${escapeHtml(words.otherLanguages)}: ${languageLinks}</p></footer>
</main>
</body>
</html>
`;
}
