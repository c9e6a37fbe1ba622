import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
import type { ManifestOptions, PWAAssetsOptions } from 'vite-plugin-pwa';

/** The app's identity colours (src/styles.css: forest-950 and night). */
const themeColor = '#0b1a14';
const backgroundColor = '#08130e';

/**
 * Icons at the sizes browsers ask for (64, 192, 512, a 512 maskable one and the 180 Apple touch icon), drawn at
 * build time by @vite-pwa/assets-generator from the SVG mark in public/favicon.svg. The maskable icon pads the
 * mark on the theme colour so a launcher's circle or squircle never cuts it.
 */
export const pwaAssets: PWAAssetsOptions = {
  image: 'public/favicon.svg',
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: themeColor } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: themeColor } },
  },
  htmlPreset: '2023',
  includeHtmlHeadLinks: true,
  overrideManifestIcons: true,
  injectThemeColor: false,
};

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Celtic Zodiac Explorer',
  short_name: 'Celtic Zodiac',
  description: 'Discover your Celtic tree and animal zodiac sign and read daily insights.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: themeColor,
  background_color: backgroundColor,
};
