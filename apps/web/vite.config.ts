import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { buildInfo } from './vite/build-info';
import { chunkModules } from './vite/chunk-modules';
import { embedScript } from './vite/embed-script';
import { fontPreload } from './vite/font-preload';
import { inlineCss } from './vite/inline-css';
import { publicPages } from './vite/public-pages';
import { shellUiChunk } from './vite/shell-chunk';
import { themeVars } from './vite/theme-vars';

const apiPort = process.env.PORT ?? '3000';
const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const shellUi = shellUiChunk([src('app/main.tsx'), src('layout/main-layout.tsx')]);

/** Libraries kept in long-cached chunks of their own, whichever pages import them. */
const VENDOR_CHUNKS: [RegExp, string][] = [
  [/node_modules\/(react|react-dom|scheduler|clsx)\//, 'react'],
  [/node_modules\/(@mui\/utils|prop-types|react-is)\//, 'mui-utils'],
  [/node_modules\/(react-hook-form|@hookform\/resolvers)\//, 'forms'],
  // MUI's text fields, and the select family TextField brings: left to Rollup, each screen that
  // stopped loading one part (a pager on first use, browser selects) regrouped the rest into more,
  // smaller chunks, and every list paid 1-2 KB for it. Two groups keep the split where it pays.
  [
    // (not the form control's context, which a switch or a checkbox reads: see vite/shell-chunk.ts)
    /node_modules\/@mui\/material\/esm\/(FormControl\/(?!(FormControlContext|useFormControl|formControlState)\.js$)|(FormHelperText|FormLabel|InputLabel|InputBase|OutlinedInput|FilledInput|Input|TextareaAutosize|NativeSelect)\/|internal\/svg-icons\/ArrowDropDown)/,
    'mui-fields',
  ],
  [
    /node_modules\/@mui\/material\/esm\/(Select|TextField|Menu|MenuList|Popover|Grow)\//,
    'mui-select',
  ],
  // The divider (two screens draw one): left to Rollup, its classes were merged into the schema
  // form's small chunk, and the availability page loaded the form library with them.
  [/node_modules\/@mui\/material\/esm\/Divider\//, 'mui-divider'],
  // A switch with its label: three small chunks, compressed one by one, on every screen with one.
  [/node_modules\/@mui\/material\/esm\/(Switch|SwitchBase|FormControlLabel)\//, 'mui-switch'],
  // Two small wrappers that draw only with one group's parts join it: left to Rollup (under its
  // minimum chunk size) each was merged into a chunk of helpers the public screens share, and
  // they then loaded MUI for it. A screen that loads the wrapper loads its group anyway.
  [/src\/components\/text-input\.tsx$/, 'mui-fields'],
  [/src\/components\/lazy-date-input\.tsx$/, 'mui-select'],
  // The copy field (a first-use part, through lazy-copy-field.tsx) is a named chunk so that Rollup
  // merges no small chunk into it: each one merged (the wrapper, a status chip, the stage labels)
  // made the screens loading that chunk load the copy field and both MUI groups with it.
  [/src\/components\/copy-field\.tsx$/, 'copy-field'],
  // Vite's helper for dynamic imports runs on every page: with React, so that a named group whose
  // module loads another on demand (the date input above) does not take it in.
  [/vite\/preload-helper\.js$/, 'react'],
];

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    chunkModules(),
    embedScript(),
    // The regular and semibold Latin faces paint the first text of every screen.
    fontPreload(/public-sans-latin-(400|600)-normal\.woff2$/),
    inlineCss(),
    publicPages(),
    themeVars(/\/src\/public\/public\.css$/),
    // Served as is by the API (Content-Encoding by Accept-Encoding); nothing compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.vite\//],
      // every script has its compressed copies, even a tiny chunk a few bytes larger for it,
      // so the server always answers the encoding the browser asked for
      skipIfLargerOrEqual: false,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://localhost:${apiPort}` },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads (scripts/check-budgets.ts reads it).
    manifest: true,
    rollupOptions: {
      // Two documents: the staff app, and the public screens (src/public), which share React,
      // the fonts and a few small helpers (the session, the contract's constants) with it.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        public: path.resolve(import.meta.dirname, 'public.html'),
      },
      output: {
        // A chunk of a few bytes costs a request and cannot be compressed: merge it into one
        // that imports it (Rollup does so only where evaluation order is kept).
        experimentalMinChunkSize: 1024,
        // React is on every page and changes least: its own long-cached chunk. Everything else
        // is split by Rollup along the lazy page boundaries, so a page loads only what it uses.
        // MUI's small utilities are kept together in a chunk of their own: left loose, Rollup
        // merged one of a few bytes into a chunk the public screens load (and MUI with it).
        // The form library (with its resolvers) is one named chunk too, whichever pages import
        // it. zod is not: its own chunk split the contract's field builders off beside it and
        // cost every route that loads zod 0.4 KB (docs/DECISIONS.md). clsx joins React and
        // prop-types/react-is MUI's utilities: both the public screens and `shell-ui` use them,
        // and inside `shell-ui` they would make a public screen load it. The UI libraries' parts
        // the staff shell draws with are one chunk (vite/shell-chunk.ts).
        manualChunks: (id, meta) =>
          VENDOR_CHUNKS.find(([re]) => re.test(id))?.[1] ?? shellUi(id, meta),
      },
    },
  },
});
