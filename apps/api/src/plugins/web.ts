import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@studydesk/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built React app: hashed assets cached for a year, index.html never cached, and any path
 * outside /api and /uploads answered with index.html so the client router can take it.
 */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const hasBuild = fs.existsSync(path.join(opts.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build at ${opts.root}: run "npm run build" to serve the app`);
  }

  app.setNotFoundHandler((req, reply) => {
    const apiOrFile = req.url.startsWith('/api') || req.url.startsWith('/uploads/');
    if (apiOrFile || !hasBuild || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.notFound, error: 'not_found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
