import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../db/sqlite-native';
import type { Config } from '../config';
import { openStorage, type Storage } from '../plugins/storage';
import { describeStorage } from '../plugins/storage-url';
import { DOCUMENTS_AREA } from '../modules/documents/storage-keys';
import {
  checksumOf,
  copyOut,
  copyPrivate,
  DB_FILE,
  emptyFolder,
  MANIFEST,
  referencedUploads,
  sha256File,
  sqliteCommand,
  tableCounts,
  PRIVATE_DIR,
  UPLOADS_DIR,
  type Manifest,
} from './backup-files';
import { runCommand } from './cli';

/** Copies every stored file not copied yet; answers name → checksum of what it copied. */
async function copyUploads(storage: Storage, dir: string, copied: Record<string, string>) {
  for await (const name of storage.list()) {
    if (copied[name]) continue;
    const sum = await copyOut(storage, name, dir);
    if (sum) copied[name] = sum;
  }
}

/** The same for the student documents of the private area. */
async function copyDocuments(storage: Storage, dir: string, copied: Record<string, string>) {
  for (const key of await storage.private.list(DOCUMENTS_AREA)) {
    if (copied[key]) continue;
    const sum = await copyPrivate(storage, key, dir);
    if (sum) copied[key] = sum;
  }
}

/** Uploads (twice, around it) and SQLite's online backup of the live database into `dir`. */
async function copyEverything(config: Config, source: string, dir: string) {
  const uploadsDir = path.join(dir, UPLOADS_DIR);
  fs.mkdirSync(uploadsDir);
  const storage = openStorage(config.storage);
  const files: Record<string, string> = {};
  const documents: Record<string, string> = {};
  const privateDir = path.join(dir, PRIVATE_DIR);
  try {
    await copyUploads(storage, uploadsDir, files);
    await copyDocuments(storage, privateDir, documents);
    const live = new SQLite(source, { fileMustExist: true });
    live.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a write by the app between steps would restart the copy.
    await live.backup(path.join(dir, DB_FILE), { progress: () => 0x7fffffff });
    live.close();
    await copyUploads(storage, uploadsDir, files);
    await copyDocuments(storage, privateDir, documents);
  } finally {
    storage.close();
  }
  return { files, documents };
}

/** Checks the copy, counts its rows and writes the manifest that makes the folder a backup. */
async function writeManifest(
  dir: string,
  source: Manifest['source'],
  { files, documents }: { files: Record<string, string>; documents: Record<string, string> },
) {
  const dbFile = path.join(dir, DB_FILE);
  const copy = new SQLite(dbFile, { readonly: true });
  const integrity = copy.pragma('integrity_check', { simple: true });
  const tables = tableCounts(copy);
  const missingUploads = [...referencedUploads(copy)].filter((n) => !files[n]).sort();
  copy.close();
  if (integrity !== 'ok')
    throw new Error(`the copied database fails its integrity check: ${String(integrity)}`);
  const sizeOf = (f: string) => fs.statSync(path.join(dir, f)).size;
  const body: Omit<Manifest, 'checksum'> = {
    format: 1,
    createdAt: new Date().toISOString(),
    source,
    database: { file: DB_FILE, bytes: sizeOf(DB_FILE), sha256: await sha256File(dbFile), tables },
    uploads: {
      count: Object.keys(files).length,
      bytes: Object.keys(files).reduce((n, f) => n + sizeOf(path.join(UPLOADS_DIR, f)), 0),
      files,
    },
    documents: {
      count: Object.keys(documents).length,
      bytes: Object.keys(documents).reduce((n, k) => n + sizeOf(path.join(PRIVATE_DIR, k)), 0),
      files: documents,
    },
    missingUploads,
  };
  const manifest: Manifest = { ...body, checksum: checksumOf(body) };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function summary(dir: string, m: Manifest): string {
  const { tables } = m.database;
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  const lines = [
    `backup: ${path.resolve(dir)}`,
    `  database: ${rows} rows in ${Object.keys(tables).length} tables (${tables.enquiries ?? 0} enquiries), checked`,
    `  uploads:  ${m.uploads.count} files, ${Math.ceil(m.uploads.bytes / 1024)} kB`,
    `  documents: ${m.documents?.count ?? 0} files, ${Math.ceil((m.documents?.bytes ?? 0) / 1024)} kB`,
    `  manifest: ${MANIFEST}, checksum ${m.checksum.slice(0, 16)}…`,
  ];
  if (m.missingUploads.length > 0)
    lines.push(
      `  warning:  ${m.missingUploads.length} files named by records were deleted during the copy`,
    );
  return `${lines.join('\n')}\n`;
}

/**
 * `npm run backup -- DIR`: a consistent copy of a running SQLite installation. Uploads are
 * copied before and after SQLite's online backup of the database, so every file the copied
 * records point at is there (files are written before their records, names never reused).
 */
await runCommand('backup', async (config) => {
  const { dir, dbFile: source } = sqliteCommand(
    config,
    'npm run backup -- DIR (a new or empty folder)',
    'back it up with pg_dump and copy the uploads',
  );
  if (!fs.existsSync(source))
    throw new Error(`no database at ${source}: check DATABASE_URL or DATA_DIR`);
  emptyFolder(dir, 'backup folder');
  const copied = await copyEverything(config, source, dir);
  const manifest = await writeManifest(
    dir,
    { database: source, uploads: describeStorage(config.storage) },
    copied,
  );
  process.stdout.write(summary(dir, manifest));
});
