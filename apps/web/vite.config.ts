import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every script, style and SVG of the build; the server sends the one the
 * browser accepts (serveStatic's `precompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fbms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// `npm run dev` (scripts/dev.mjs) runs the API on :3000 and this dev server on :5173, which proxies /api.
// The proxy keeps the browser's Host header, so the server's same-origin check sees one origin.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Only what the first screen needs is in the first download: the `$initial` tag keeps each
        // group to the libraries the entry imports statically; the rest of every library (and of
        // packages/domain, e.g. the password list) goes with the lazy screen that uses it. React is a
        // chunk of its own, the initial libraries another, so an app update re-downloads neither.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
  },
});
