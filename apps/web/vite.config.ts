import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) runs the API on :3000 and this dev server on :5173, which proxies /api.
// The proxy keeps the browser's Host header, so the server's same-origin check sees one origin.
export default defineConfig({
  plugins: [react()],
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
