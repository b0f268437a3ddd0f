// Second step of `npm run build`: renders each public screen (src/public) to HTML with the
// production build's own code (bundled for Node by Vite) into public.html, writes
// dist/prerendered/<path>.html with brotli and gzip copies, and only then writes build-info.json
// back: a build that stops half way is never taken for a finished one.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  pageModule,
  pageTitle,
  prerenderedBrand,
  robotsMeta,
  type PublicPath,
} from '../src/public/paths';
import { manifestKey } from '../../../scripts/budgets';
import type { ChunkModules } from './chunk-modules';
import { staticClosure, type Manifest } from './manifest';

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
    ssr: 'src/public/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
  },
});

type Entry = { PUBLIC_PATHS: PublicPath[]; renderPage: (p: PublicPath) => Promise<string> };
const entry = (await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)) as Entry;
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const contents = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'),
) as ChunkModules;
/**
 * A page's manifest key: its source path, or its chunk's name when Rollup merged a module other
 * chunks import into the page's chunk (the reset page with its contract), as the budget reads it.
 */
const pageKey = (page: PublicPath) => manifestKey(manifest, contents, pageModule(page));
const templateFile = path.join(dist, 'public.html');
const template = fs.readFileSync(templateFile, 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('public.html has no empty #root');

const links = (rel: string, files: string[]) =>
  files.map((f) => `<link rel="${rel}" crossorigin href="/${f}">`).join('');
const shared = staticClosure(manifest, ['public.html']);
/** The staff app's entry, which /login fetches when idle (sign-in goes straight to it). */
const staffEntry = staticClosure(manifest, ['index.html']);

/** public.html with the screen's markup, its title, and its own chunks preloaded. */
function pageHtml(page: PublicPath, markup: string): string {
  const own = staticClosure(manifest, [pageKey(page)]).filter((f) => !shared.includes(f));
  const later = staffEntry.filter((f) => !shared.includes(f) && !own.includes(f));
  const prefetch = page === '/login' ? ` data-prefetch="${later.join(' ')}"` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(page, prerenderedBrand(page))}</title>`)
    .replace('</head>', `${robotsMeta(page)}${links('modulepreload', own)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page}"${prefetch}>${markup}</div>`,
    );
}

fs.rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
fs.mkdirSync(path.join(dist, 'prerendered'));
for (const page of entry.PUBLIC_PATHS) {
  const html = pageHtml(page, await entry.renderPage(page));
  const file = path.join(dist, 'prerendered', `${page.slice(1)}.html`);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
}
// only its prerendered copies are served
for (const ext of ['', '.br', '.gz']) fs.rmSync(`${templateFile}${ext}`, { force: true });
fs.rmSync(ssrOut, { recursive: true, force: true });
fs.writeFileSync(infoFile, JSON.stringify({ ...info, prerendered: entry.PUBLIC_PATHS }));
