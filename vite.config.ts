import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryChunk } from './scripts/vite/entryChunk.ts';

/** Paths served by the API server (started with `npx tsx server/main.ts`, port 3000) in development. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const PROXIED = ['^/(online|mp|mpnw|wechat|api|callnum)(/|$)', '^/logout(\\?|$)', '^/healthz$'];

/** The entry's static imports, as one chunk (see the file). */
const entry = entryChunk();
/**
 * The error state every screen shows when its call failed (and the test for a refusal beside it):
 * well under 1 KB, shared by lazy routes of every feature, so as chunks of their own they were two
 * more requests before a detail page's head (decision 0034); they go with the entry instead.
 */
const EVERY_SCREENS_ERROR_STATE = /[\\/]src[\\/](components[\\/]LoadFailed[\\/]|lib[\\/]api[\\/]isRefusal\.ts)/;

export default defineConfig({
  plugins: [react(), entry.plugin],
  resolve: {
    alias: [
      // antd-mobile's imperative renderer (Toast, Dialog) made React 19 ready and light: see the file.
      { find: /^rc-util\/lib\/React\/render$/, replacement: fileURLToPath(new URL('./src/lib/antd/reactRender.ts', import.meta.url)) },
      // RJSF's markdown parser (31 KB gzip, a third of the forms chunk) for a feature no form uses: see the file (decision 0080).
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/lib/rjsf/markdownAsText.tsx', import.meta.url)) },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(PROXIED.map((pattern) => [pattern, { target: API_TARGET, changeOrigin: false, xfwd: true }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The messaging app's built-in browser (XWeb) is Chromium 94 or later on phones still in use;
    // ES2022 keeps class fields native, so no transpiler helper is shared between the app and the
    // form engine's chunk (which would make every page load that chunk).
    target: ['es2022', 'chrome94', 'safari15.4'],
    sourcemap: false,
    // Every browser that runs this app supports <link rel=modulepreload>; no polyfill needed.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json lets tests and the size check find the chunks of each route.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Rolldown's successor of rollup's manualChunks. The home route stays small: React and the
        // router form one long-cached chunk; the form engine (@rjsf, ajv) and pdf.js get their own
        // chunks, which only the lazy routes that use them load. antd-mobile is left to automatic
        // splitting so each route pulls only the components it imports.
        codeSplitting: {
          groups: [
            // react-is too: left to itself it went with @rjsf (which uses it) into the forms chunk, and
            // antd-mobile's traverse-react-node (the list page's) then loaded all of RJSF for it (decision 0080).
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-is|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            // The transpiler's helpers (virtual modules of rolldown's runtime) get a chunk of their own:
            // the app and @rjsf share them, and in the forms chunk they made every page load it.
            { name: 'helpers', test: /oxc-project/, priority: 40 },
            { name: 'forms', test: /node_modules[\\/](@rjsf|ajv|ajv-formats|ajv-i18n|json-schema-traverse|fast-deep-equal|fast-uri)[\\/]/, priority: 20 },
            { name: 'pdf', test: /node_modules[\\/]pdfjs-dist[\\/]/, priority: 20 },
            // What the entry imports statically, in one chunk beside React's (scripts/vite/entryChunk.ts).
            { name: 'app', test: (id: string) => entry.test(id) || EVERY_SCREENS_ERROR_STATE.test(id), priority: 25 },
            // The application records' shared pieces (their model, cards, tables and stylesheet, the
            // read-only view and antd-mobile's List), which the detail, preview, list and fill pages
            // share: one chunk instead of seven of 1-3 KB each, so a detail page opened from a link
            // loads four scripts after the entry instead of ten (decision 0034). Not the list page's
            // pull-to-refresh list: a group takes its modules' dependencies along.
            {
              name: 'records',
              test: /[\\/]src[\\/]features[\\/]applications[\\/](model[\\/]|components[\\/](?!ApplicationList)|applications\.css)|[\\/]engine[\\/]renderer[\\/]ReadonlyView|antd-mobile[\\/]es[\\/](components[\\/]list|utils[\\/](attach-properties-to-component|is-node-with-content))[\\/]/,
              priority: 15,
            },
            // The engine's small modules that the filing and application pages read the configuration
            // with: one chunk instead of a score of 1-2 KB ones, each a request on a phone network.
            // The filing pages' shared pieces (fill, sub-form and upload: their context, query, steps,
            // state screens and cards), one chunk instead of eight of 1-3 KB: each was a request
            // before the page's largest paint on a phone network (decision 0080). Not the sub-form's
            // editor and unit picker, which bring the form engine.
            {
              name: 'filing',
              test: /[\\/]src[\\/]features[\\/]filing[\\/](flowQuery|sectionRows|steps|corrections|facts|emptyRequiredGroup|rowSummary|subformEntry|pendingSave|filing\.css|hooks[\\/]|components[\\/](FilingPageState|ToDetailPage|FilingRejection|FilingSteps|CorrectionNotes|SectionCard|MaterialGroupCard))/,
              priority: 12,
            },
            // antd-mobile's step line (fill, upload, /findaccept): on its own, or the filing group above takes it along.
            { name: 'steps', test: /node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]steps[\\/]/, priority: 13 },
            // The animation and drag code of antd-mobile's popups, sheets and pull-to-refresh: apart, or
            // the group below takes it along into pages that open no popup at first paint; apart from
            // each other, as the alert and the toast animate but drag nothing (decision 0080).
            { name: 'motion', test: /node_modules[\\/]@react-spring[\\/]/, priority: 9 },
            { name: 'gesture', test: /node_modules[\\/]@use-gesture[\\/]/, priority: 9 },
            // antd-mobile's and its helpers' small shared modules (utilities, hooks, icons): a score
            // of chunks under 1.5 KB on the list and sub-form pages, each a request (decision 0080).
            // Not the three utilities that animate (they would bring the motion chunk to every page).
            {
              name: 'antd-shared',
              test: /node_modules[\\/](antd-mobile[\\/]es[\\/]utils[\\/](?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)|ahooks[\\/]|lodash[\\/]|antd-mobile-icons[\\/]|classnames[\\/]|runes2[\\/]|staged-components[\\/])/,
              priority: 8,
            },
            { name: 'engine', test: /[\\/]engine[\\/](conditions|pages|businesses|routing|schemas|readonly|dictionaries|aliases|titles|attachments|application|defaults)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
