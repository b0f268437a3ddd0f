import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@studydesk/contract';
import { notFound } from '../lib/errors';
import { s3Storage } from './storage-s3';
import type { PrivateStorage, Storage, StoredFile } from './storage-types';
import {
  contentTypeOf,
  describeStorage,
  isPrivateKey,
  isSafeName,
  nameOf,
  UPLOADS_PREFIX,
  type StorageSettings,
} from './storage-url';

export { UPLOADS_PREFIX };

export type { PrivateStorage, Storage, StoredFile } from './storage-types';

/** A folder's files, written aside and renamed so a reader never sees half a file. */
function folder(dir: string, safe: (name: string) => boolean) {
  const fileOf = (name: string) => {
    if (!safe(name)) throw new Error(`unsafe file name ${name}`);
    return path.join(dir, name);
  };
  return {
    fileOf,
    write: async (name: string, data: Buffer) => {
      const file = fileOf(name);
      const tmp = `${file}.${process.pid}.part`;
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(tmp, data, { flag: 'wx' });
      await fs.promises.rename(tmp, file);
    },
    open: async (name: string): Promise<StoredFile | null> => {
      const stat = await fs.promises.stat(fileOf(name)).catch(() => null);
      if (!stat?.isFile()) return null;
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      return { body: fs.createReadStream(fileOf(name)), size: stat.size, etag };
    },
  };
}

function privateFolder(dir: string): PrivateStorage {
  const f = folder(path.join(dir, '.private'), isPrivateKey);
  return {
    put: f.write,
    open: f.open,
    remove: async (key) => void (await fs.promises.rm(f.fileOf(key), { force: true })),
    async list(area) {
      const names = await fs.promises.readdir(path.join(dir, '.private', area)).catch(() => []);
      return names.map((n) => `${area}/${n}`).filter(isPrivateKey);
    },
  };
}

export function diskStorage(dir: string): Storage {
  const files = folder(dir, isSafeName);
  return {
    describe: describeStorage({ kind: 'disk', dir }),
    check: async () => void (await fs.promises.mkdir(dir, { recursive: true })),
    async put(name, data) {
      await files.write(name, data);
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      const name = nameOf(url);
      if (name) await fs.promises.rm(path.join(dir, name), { force: true });
    },
    open: files.open,
    async *list() {
      const entries = await fs.promises.readdir(dir).catch(() => []);
      yield* entries.filter((n) => isSafeName(n) && !n.endsWith('.part')).sort();
    },
    private: privateFolder(dir),
    close: () => undefined,
  };
}

export const openStorage = (s: StorageSettings): Storage =>
  s.kind === 'disk' ? diskStorage(s.dir) : s3Storage(s);

/**
 * Serves stored files at /uploads/… from whichever backend holds them, so pages stay on one
 * origin (CSP `img-src 'self'`) and a bucket can stay private. Names never change, so they are
 * cached for a year; a proxy or CDN in front can keep them.
 */
export function uploadsPlugin(parent: FastifyInstance, opts: { storage: Storage }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${UPLOADS_PREFIX}:name`,
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (req, reply) => {
      const { name } = req.params;
      const file = isSafeName(name) ? await opts.storage.open(name) : null;
      if (!file) throw notFound(MESSAGES.notFound);
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // Pictures of the public website content may be shown on the agency's own site.
        'cross-origin-resource-policy': 'cross-origin',
        etag: file.etag,
      });
      if (req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      reply.headers({ 'content-type': contentTypeOf(name), 'content-length': file.size });
      return reply.send(file.body);
    },
  );
  return Promise.resolve();
}
