import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type SQLite from 'better-sqlite3';
import type { Config } from '../config';
import { dialectOf, sqliteFileOf } from '../db/database';
import type { Storage, StoredFile } from '../plugins/storage';
import { nameOf } from '../plugins/storage-url';

/** What a backup folder holds, written last (a folder without it is not a finished backup). */
export type Manifest = {
  format: 1;
  createdAt: string;
  source: { database: string; uploads: string };
  database: { file: string; bytes: number; sha256: string; tables: Record<string, number> };
  uploads: { count: number; bytes: number; files: Record<string, string> };
  /**
   * Student documents, by private key (`documents/<random>`) → sha256, kept under
   * `private/`; absent from backups made before documents existed.
   */
  documents?: { count: number; bytes: number; files: Record<string, string> };
  /** Files a record of the copy names but no store had any more (deleted while copying). */
  missingUploads: string[];
  /** sha256 of this manifest without this field: a damaged or edited manifest is refused. */
  checksum: string;
};

export const DB_FILE = 'studydesk.db';
export const UPLOADS_DIR = 'uploads';
export const PRIVATE_DIR = 'private';
export const MANIFEST = 'manifest.json';

export const checksumOf = (m: Omit<Manifest, 'checksum'>) =>
  createHash('sha256').update(JSON.stringify(m)).digest('hex');

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Copies one stored file into `dir` and answers its checksum (null when it has gone). */
export async function copyOut(storage: Storage, name: string, dir: string): Promise<string | null> {
  return copyFile(await storage.open(name), path.join(dir, name));
}

/** Copies a document of the private area to `dir/<key>`; null when it has gone. */
export async function copyPrivate(storage: Storage, key: string, dir: string) {
  const target = path.join(dir, key);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  return copyFile(await storage.private.open(key), target);
}

async function copyFile(file: StoredFile | null, target: string): Promise<string | null> {
  if (!file) return null;
  const hash = createHash('sha256');
  await pipeline(
    file.body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) yield hash.update(chunk) && chunk;
    },
    fs.createWriteStream(target, { flags: 'wx' }),
  );
  return hash.digest('hex');
}

/** Rows per table (the schema's own tables; SQLite's internal ones left out). */
export function tableCounts(db: SQLite.Database): Record<string, number> {
  const tables = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]),
  );
}

/** Every stored file a record points at (image and thumbnail columns of any table). */
export function referencedUploads(db: SQLite.Database): Set<string> {
  const names = new Set<string>();
  for (const table of Object.keys(tableCounts(db))) {
    const columns = (db.pragma(`table_info("${table}")`) as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c === 'image' || c === 'thumbnail');
    for (const c of columns)
      for (const url of db.prepare(`select "${c}" from "${table}"`).pluck().all())
        if (typeof url === 'string' && nameOf(url)) names.add(nameOf(url)!);
  }
  return names;
}

/** A folder that does not exist yet or is empty, made ready; anything else is refused. */
export function emptyFolder(dir: string, what: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new Error(`${what} ${path.resolve(dir)} is not empty: choose a new or empty folder`);
  fs.mkdirSync(dir, { recursive: true });
}

/**
 * The folder argument and the SQLite file of a backup or restore command; PostgreSQL has its
 * own tools (`pgTool`), which the message names.
 */
export function sqliteCommand(config: Config, usage: string, pgTool: string) {
  const dir = process.argv[2];
  if (!dir) throw new Error(`usage: ${usage}`);
  if (dialectOf(config.databaseUrl) === 'postgres')
    throw new Error(`DATABASE_URL is PostgreSQL: ${pgTool} (README, "Backup and restore")`);
  return { dir, dbFile: path.resolve(sqliteFileOf(config.databaseUrl)) };
}
