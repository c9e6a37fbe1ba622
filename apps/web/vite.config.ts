import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server's dev script passes CELTIC_API_URL; the default is the server's default port.
const apiTarget = process.env.CELTIC_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so split route chunks get JSX transforms.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
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
    rolldownOptions: {
      treeshake: {
        // zodiac-core and astronomy-engine are pure; saying so keeps the moon-phase maths (~50 kB) out of
        // the entry chunk, so /login loads only what it uses.
        moduleSideEffects: (id: string) =>
          !/packages\/zodiac-core\/|node_modules\/.*astronomy-engine\//.test(id),
      },
    },
  },
});
