import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../db/sqlite-native';
import type { Config } from '../config';
import { openStorage } from '../plugins/storage';
import { describeStorage, isPrivateKey } from '../plugins/storage-url';
import { DOCUMENTS_AREA } from '../modules/documents/storage-keys';
import {
  checksumOf,
  DB_FILE,
  emptyFolder,
  MANIFEST,
  sha256File,
  sqliteCommand,
  tableCounts,
  PRIVATE_DIR,
  UPLOADS_DIR,
  type Manifest,
} from './backup-files';
import { runCommand } from './cli';

/** The backup's manifest, after checking it and every file it lists against their checksums. */
async function verifiedManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file))
    throw new Error(`${path.resolve(dir)} has no ${MANIFEST}: not a finished backup`);
  const { checksum, ...body } = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (body.format !== 1 || checksum !== checksumOf(body))
    throw new Error(`${MANIFEST} does not match its checksum: the backup is damaged`);
  const expected: [string, string][] = [
    [DB_FILE, body.database.sha256],
    ...Object.entries(body.uploads.files).map(([n, sum]): [string, string] => [
      path.join(UPLOADS_DIR, n),
      sum,
    ]),
    ...Object.entries(body.documents?.files ?? {}).map(([k, sum]): [string, string] => [
      path.join(PRIVATE_DIR, k),
      sum,
    ]),
  ];
  const keys = Object.keys(body.documents?.files ?? {});
  if (keys.some((k) => !isPrivateKey(k)))
    throw new Error(`${MANIFEST} names a document outside the backup: the backup is damaged`);
  for (const [rel, sum] of expected) {
    const actual = await sha256File(path.join(dir, rel)).catch(() => 'missing');
    if (actual !== sum)
      throw new Error(
        `${rel} does not match the manifest (${actual === 'missing' ? 'missing' : 'changed'}): the backup is damaged`,
      );
  }
  return { ...body, checksum };
}

/** The target must be new: an existing database or stored file is never overwritten. */
async function assertEmptyTarget(config: Config, dbFile: string) {
  emptyFolder(path.dirname(dbFile), 'data folder');
  const storage = openStorage(config.storage);
  try {
    await storage.check();
    const names = [storage.list(), await storage.private.list(DOCUMENTS_AREA)];
    for (const list of names)
      for await (const name of list)
        throw new Error(
          `the upload store (${storage.describe}) already holds files, e.g. ${name}: restore into an empty one`,
        );
  } finally {
    storage.close();
  }
}

/** `npm run restore -- DIR`: a backup made by `npm run backup`, into an empty data folder. */
await runCommand('restore', async (config) => {
  const { dir, dbFile } = sqliteCommand(
    config,
    'npm run restore -- DIR (a folder made by npm run backup)',
    'restore it with pg_restore',
  );
  const manifest = await verifiedManifest(dir);
  await assertEmptyTarget(config, dbFile);

  const storage = openStorage(config.storage);
  try {
    for (const name of Object.keys(manifest.uploads.files))
      await storage.put(name, fs.readFileSync(path.join(dir, UPLOADS_DIR, name)));
    for (const key of Object.keys(manifest.documents?.files ?? {}))
      await storage.private.put(key, fs.readFileSync(path.join(dir, PRIVATE_DIR, key)));
  } finally {
    storage.close();
  }
  // Copied aside and renamed: a restore cut short leaves no half database to start on.
  fs.copyFileSync(path.join(dir, DB_FILE), `${dbFile}.part`);
  fs.renameSync(`${dbFile}.part`, dbFile);
  const db = new SQLite(dbFile, { readonly: true });
  const counts = tableCounts(db);
  db.close();
  if (JSON.stringify(counts) !== JSON.stringify(manifest.database.tables))
    throw new Error('the restored database does not hold the counts the manifest lists');
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    [
      `restore: ${path.resolve(dir)} (taken ${manifest.createdAt}), checksums verified`,
      `  database: ${dbFile}, ${rows} rows in ${Object.keys(counts).length} tables (${counts.enquiries ?? 0} enquiries)`,
      `  uploads:  ${manifest.uploads.count} files into ${describeStorage(config.storage)}`,
      `  documents: ${manifest.documents?.count ?? 0} files, kept private`,
      '  Start StudyDesk with these same settings (npm start).',
      '',
    ].join('\n'),
  );
});
