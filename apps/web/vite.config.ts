import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaAssets, webManifest } from './pwa.config';
import { firebaseBuildProblem } from './src/lib/firebase-settings';

// The server's dev script passes CELTIC_API_URL; the default is the server's default port.
const apiTarget = process.env.CELTIC_API_URL ?? 'http://localhost:3000';

/**
 * Writes a .br and a .gz beside each text file of the build: the server sends them to browsers that accept
 * them (@fastify/static's preCompressed), so the JavaScript travels compressed at no cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'celtic-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!/\.(js|css|html|svg)$/.test(file) || file.startsWith('.vite')) continue;
        const path = join(outDir, file);
        const source = await readFile(path);
        if (source.length < 1024) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Refuses a production build without the Firebase web config (src/lib/firebase-settings.ts): it would ship the
 * emulator's account chooser. `config.env` holds the VITE_ variables of the environment and the .env files.
 */
function requireFirebaseConfig(): Plugin {
  return {
    name: 'celtic-require-firebase-config',
    apply: 'build',
    configResolved(config) {
      if (config.mode !== 'production') return;
      const problem = firebaseBuildProblem(config.env);
      if (problem) throw new Error(problem);
    },
  };
}

/** The modules main.tsx loads with import() to start the app, in order (each evaluates in a task of its own). */
const startStages = [/\/react-dom\/client\.js$/, /\/src\/boot\.tsx$/];

/**
 * The text fonts (Latin, Inter and Cinzel): the browser would ask for them only once the first page is laid
 * out, after its scripts; the first text then waited for Cinzel, and was laid out again when Inter arrived.
 */
const preloadedFonts = /^assets\/(inter|cinzel)-latin-wght-normal-[^/]+\.woff2$/;

/**
 * `<link rel="modulepreload">` in index.html for the start stages and every chunk they import, so the browser
 * fetches them beside the entry instead of after it has run. Static links cost the preload scanner, not the
 * main thread (unlike the links Vite's own modulePreload inserts from script: see build.modulePreload below).
 * And `<link rel="preload">` for the text fonts.
 */
function preloadStages(): Plugin {
  return {
    name: 'celtic-preload-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || fileName === entry.fileName || chunk?.type !== 'chunk') return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const imported of entry.imports) visit(imported);
        const stages = entry.dynamicImports.filter((fileName) => {
          const chunk = bundle[fileName];
          const ids = chunk?.type === 'chunk' ? chunk.moduleIds : [];
          return startStages.some((stage) => ids.some((id) => stage.test(id)));
        });
        if (stages.length !== startStages.length) {
          throw new Error(`preloadStages: found ${stages.length} of the ${startStages.length} start stages`);
        }
        for (const stage of stages) visit(stage);
        const fonts = Object.keys(bundle).filter((fileName) => preloadedFonts.test(fileName));
        if (fonts.length !== 2) throw new Error(`preloadStages: found ${fonts.length} of the 2 text fonts`);
        return [
          ...[...files].map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
          ...fonts.map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${fileName}`,
            },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

// zodiac-core and astronomy-engine are pure; saying so keeps code a bundle does not use out of it (in the
// entry chunk: the moon-phase maths, so /login loads only what it uses; in the moon-phase worker: the
// rest of zodiac-core).
const pureModules = {
  moduleSideEffects: (id: string) => !/packages\/zodiac-core\/|node_modules\/.*astronomy-engine\//.test(id),
};

export default defineConfig({
  plugins: [
    requireFirebaseConfig(),
    // The router plugin must run before the React plugin so split route chunks get JSX transforms.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // Lingui: the macros (`t`, `<Trans>`, `plural`) become catalogue look-ups, and each src/locales/*/messages.po
    // is compiled when imported (src/i18n/catalogues.ts loads only the one in use).
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui({ failOnCompileError: true }),
    tailwindcss(),
    // The manifest, the icons (drawn by the assets generator from public/favicon.svg) and a Workbox service
    // worker that precaches the built app. It is registered by src/pwa/register.ts, after the first screen.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      pwaAssets,
      workbox: {
        // The manifest is added by the plugin itself (twice, with two revisions, Workbox refuses the whole list).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The PDF export's libraries (jsPDF, html2canvas, DOMPurify, core-js: large) load from the network when
        // a PDF is asked for; a phone should not download them to install the app.
        globIgnores: ['**/assets/{jspdf,html2canvas,purify,index.es}*'],
        // Every page is the app shell; the API is never answered from a cache.
        navigateFallback: '/index.html',
        // Share pages are the server's own HTML, never the app shell.
        navigateFallbackDenylist: [/^\/(api|trpc|healthz|share)(\/|$)/],
        cleanupOutdatedCaches: true,
        // The API and other origins bypass the worker where the browser allows (public/sw-network-routes.js);
        // notifications: public/sw-push.js.
        importScripts: ['sw-network-routes.js', 'sw-push.js'],
        // The waiting worker takes over only when the person chooses Reload (src/pwa/update-prompt.tsx).
        skipWaiting: false,
        clientsClaim: false,
      },
    }),
    preloadStages(),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/trpc': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to size each route's chunks.
    manifest: true,
    // No <link rel="modulepreload"> per dependency of a dynamic import: inserting them cost Chromium main-thread
    // time each (dozens of them on a signed-in start), and the browser fetches a chunk's own
    // imports as soon as it has the chunk. (Without preloads there is no polyfill either.)
    modulePreload: false,
    rolldownOptions: {
      treeshake: pureModules,
      // The start (index.html's preloads) in five chunks, not a dozen: React, the router, the app, lucide's
      // icon base, and the small modules the app shares with its pages (each would otherwise be a chunk of its
      // own). Every chunk is a request, and the page's first task queues each preload: with a dozen the
      // document's first task on / went over the long-task budget on Lighthouse's phone; with five it stays under.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler)@/ },
            {
              name: 'router',
              test: /node_modules[\\/]\.pnpm[\\/]@tanstack\+(react-router|router-core|history|store|react-store)@/,
            },
            {
              name: 'start',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](auth[\\/]auth-context|sign[\\/]sign-context|pwa[\\/]update-state|lib[\\/]cn|features[\\/]horoscope[\\/](dates|periods))\.tsx?$|[\\/]packages[\\/]zodiac-core[\\/]src[\\/](dates|periods)\.ts$|[\\/]clsx@/,
            },
          ],
        },
      },
    },
  },
  // The moon-phase worker (src/lib/moon-worker.ts): an ES module worker, with the same tree-shaking.
  worker: { format: 'es', rolldownOptions: { treeshake: pureModules } },
});
