import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from '../apps/api/src/db/sqlite-native';
import type { FastifyInstance } from 'fastify';
import { reencode } from '../apps/api/src/lib/crud/images';
import { AppError } from '../apps/api/src/lib/errors';
import { readMultipart } from '../apps/api/src/lib/multipart-body';

/**
 * The bare baseline for the catalogue: the same college query as one prepared statement, and
 * an upload route doing the same image work (the API's own `reencode`: WebP + thumbnail; files
 * written; one insert) without validation, auth, storage interface or serialisation.
 */
export function catalogueBaseline(app: FastifyInstance, file: string, dir: string) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  app.addHook('onClose', () => db.close());
  const where = `from colleges c left join countries co on co.id = c.country
    left join states s on s.id = c.state
    where (c.name like @search or c.email like @search or c.address like @search or co.name like @search or s.name like @search)
    and c.status = @status and c.country = @country`;
  const page = db.prepare(
    `select c.*, co.name as countryName, s.name as stateName ${where} order by c.createdAt desc, c.id desc limit @limit offset @offset`,
  );
  const total = db.prepare(`select count(*) as n ${where}`);
  const insert = db.prepare(
    'insert into gallery (id, title, date, image, thumbnail, createdAt, updatedAt) values (?, ?, ?, ?, ?, ?, ?)',
  );
  fs.mkdirSync(dir, { recursive: true });

  app.get<{ Querystring: Record<string, string> }>('/college', (req) => {
    const q = req.query;
    const args = { search: `%${q.search}%`, status: q.status, country: q.country };
    const limit = Number(q.limit ?? 20);
    const rows = page.all({ ...args, limit, offset: (Number(q.page ?? 1) - 1) * limit });
    const n = (total.get(args) as { n: number }).n;
    return { colleges: rows, total: n, totalPages: Math.ceil(n / limit), currentPage: q.page };
  });

  // The body is read by busboy directly, as the API reads it, without validation.
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
  const tooLarge = new AppError(413, 'payload_too_large', 'too large');
  app.post('/gallery', async (req, reply) => {
    const body = await readMultipart(req.raw, { maxFileBytes: 5 << 20, keepFiles: true, tooLarge });
    const { image, thumbnail: thumb } = await reencode(body.files.image!);
    const id = randomUUID();
    await fs.promises.writeFile(path.join(dir, `${id}.webp`), image);
    await fs.promises.writeFile(path.join(dir, `${id}.thumb.webp`), thumb);
    const at = new Date().toISOString();
    insert.run(id, String(body.fields.title), at, `/b/${id}.webp`, `/b/${id}.thumb.webp`, at, at);
    return reply.status(201).send({ id });
  });
}
