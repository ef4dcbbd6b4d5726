import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths served by the API server in development (npx tsx server/main.ts, port 3000). */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The staff desktop app (staff.html, antd; decision 0048), built on its own into dist/ beside the
 * citizen app: no chunk is shared, so nothing the staff app imports (antd, or a part of a library
 * the citizen app does not use) can land in a chunk a citizen page loads. Served under /staff.
 * Development: `npx vite --config vite.staff.config.ts`, then open /staff.html.
 */
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy: { '/staff/api': { target: API_TARGET, changeOrigin: false, xfwd: true } } },
  build: {
    outDir: 'dist',
    // The citizen build ran first into the same folder: keep it.
    emptyOutDir: false,
    assetsDir: 'assets',
    target: ['es2022', 'chrome111', 'safari16.4'],
    sourcemap: false,
    modulePreload: { polyfill: false },
    manifest: '.vite/staff-manifest.json',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: { staff: 'staff.html' },
      output: {
        // Named apart from the citizen build's: a module both apps use whole (a date formatter)
        // would otherwise come out as the same file in both, a chunk the two apps share.
        chunkFileNames: 'assets/staff-[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'staff-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
