// Second step of `npm run build`: renders the public screens to HTML with the production
// build's own code (bundled for Node by Vite), writes dist/prerendered/<path>.html with brotli
// and gzip copies, and only then writes build-info.json back: a build that stops half way is
// never taken for a finished one.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules/.prerender');
const infoFile = path.join(dist, 'build-info.json');

const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as Record<string, unknown>;
fs.rmSync(infoFile);

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // everything bundled into one module Node can import, CSS imports included
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    rollupOptions: {
      // zod's comments that Rollup cannot place: noise, already harmless in the client build
      onwarn: (w, warn) => void (w.code === 'INVALID_ANNOTATION' || warn(w)),
    },
  },
});

// What the screens read from the browser while rendering: an empty session.
const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });

type Entry = { PRERENDERED: string[]; renderPage: (p: string) => Promise<string> };
const entry = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as Entry;
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

fs.rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
fs.mkdirSync(path.join(dist, 'prerendered'));
for (const page of entry.PRERENDERED) {
  const markup = await entry.renderPage(page);
  const html = template.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${page}">${markup}</div>`,
  );
  const file = path.join(dist, 'prerendered', `${page.slice(1)}.html`);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}
fs.rmSync(ssrOut, { recursive: true, force: true });
fs.writeFileSync(infoFile, JSON.stringify({ ...info, prerendered: entry.PRERENDERED }));
