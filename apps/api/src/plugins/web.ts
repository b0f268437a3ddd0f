import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  BOOK_PAGE_PATH,
  BOOK_SESSION_PATH,
  MESSAGES,
  STUDENT_PAGE_PATH,
  STUDENT_ROBOTS,
} from '@studydesk/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The embed script (dist/embed/) keeps its address, which agency pages copy: an hour in any
 * cache, then revalidated, so a release reaches every visitor within the hour.
 */
const EMBED = 'public, max-age=3600';
const EMBED_PREFIX = '/embed/';

/**
 * The built React app. The build writes a brotli and a gzip copy beside each text file; the one
 * the browser accepts is sent as is (nothing is compressed per request). Hashed assets are cached
 * for a year; everything else, index.html above all, is revalidated on every use (ETag and
 * Last-Modified answer 304 when nothing changed). Any other path outside /api, /uploads and /assets gets
 * index.html so the client router can take it, or, for a public screen the build rendered
 * ahead, that screen's HTML (the client then hydrates it).
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const hasBuild = fs.existsSync(path.join(opts.root, 'index.html'));
  const prerendered = prerenderedPages(opts.root);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        const embed = file.includes(`${path.sep}embed${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : embed ? EMBED : 'no-cache');
        // The same URL answers brotli, gzip or plain bytes: caches must key on the request's
        // Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // Other sites load the embed script with <script src>: only it may be used cross-origin.
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.url.startsWith(EMBED_PREFIX))
        reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    });
  } else {
    app.log.warn(`No web build at ${opts.root}: run "npm run build" to serve the app`);
  }

  app.setNotFoundHandler((req, reply) => {
    // A chunk of a build written after the start (a deploy without a restart): the files were
    // listed at start, so a new one is looked for on disk before it is called missing.
    const late = hasBuild && req.method === 'GET' ? lateAsset(opts.root, req.url) : undefined;
    if (late) return reply.sendFile(late);
    // A missing chunk (an old build's) must fail as a script, not load the page as JavaScript.
    const notPage = ['/api', '/uploads/', '/assets/', EMBED_PREFIX].some((p) =>
      req.url.startsWith(p),
    );
    if (notPage || !hasBuild || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.notFound, error: 'not_found' });
    }
    const { pathname } = new URL(req.url, 'http://localhost');
    const screen = screenOf(pathname);
    if (isPrivate(pathname)) reply.header('x-robots-tag', STUDENT_ROBOTS);
    return reply.sendFile(prerendered.get(screen) ?? 'index.html');
  });
}

/** Screens that are one document for every address under theirs: /s/<token> the student's
 * page; /book/<counsellor> and /book/session/<token> the booking page. */
const PREFIXED = [STUDENT_PAGE_PATH, BOOK_PAGE_PATH];
const screenOf = (pathname: string) =>
  PREFIXED.find((p) => pathname.startsWith(`${p}/`)) ?? pathname;

/** Addresses private to their link (the student's page, a booked session's): no search engine
 * keeps them. */
const isPrivate = (pathname: string) =>
  [STUDENT_PAGE_PATH, BOOK_SESSION_PATH].some((p) => pathname.startsWith(`${p}/`)) ||
  pathname === STUDENT_PAGE_PATH;

/** The screens the build rendered to HTML (dist/prerendered/<path>.html), by path. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  if (!fs.existsSync(dir)) return new Map();
  const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.html'));
  return new Map(pages.map((f) => [`/${f.slice(0, -'.html'.length)}`, `prerendered/${f}`]));
}

/** `/assets/<file>` when that file is on disk under `root` now, as a path for sendFile. */
function lateAsset(root: string, url: string): string | undefined {
  if (!url.startsWith('/assets/')) return undefined;
  const name = url.slice('/assets/'.length).split('?')[0]!;
  // one plain file name, as the build writes them: no folders, no escapes, no encoded bytes
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return undefined;
  return fs.existsSync(path.join(root, 'assets', name)) ? `assets/${name}` : undefined;
}
