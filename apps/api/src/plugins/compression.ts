import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * API answers of 1 KB or more are compressed per request: brotli at quality 4 when the client
 * accepts it, else gzip at level 6, as measured on this machine in docs/PERFORMANCE.md ("API
 * compression"). The event stream is never compressed (its route writes to the socket itself),
 * so every event is flushed as it happens.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Request bodies stay as sent: nothing here needs compressed uploads.
  globalDecompression: false,
};

/**
 * Only /api routes are compressed here: the web app's files come precompressed from the build,
 * and uploads are images. Registered before the routes it applies to.
 */
export const compression = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress ??= false;
  });
  await app.register(compress, compressionOptions);
});
