import { type DuplicateChoice, type ImportResource, type ImportUpdate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/ids';
import { notNow, stateMessages } from './imports.access';
import { checkAll, loadLookups } from './imports.check';
import { readSheet } from './imports.parse';
import { applyMapping, autoMapping, headerRowOf, nameOverTwoColumns } from './imports.mapping';
import { applySettings } from './imports.settings';
import { find, insertImport, rowsOf, settingsJson, type Loaded } from './imports.store';

const NO_LINK = 'Colleges cannot be linked (their names are unique): choose skip or fill';

/** A file name as shown, never used as a path: its last segment, plain, at most 200 characters. */
export const displayName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'import';

/** Reads an upload, maps its columns, checks every row and stores it: the new import's id. */
export async function createImport(
  db: Db,
  o: { resource: ImportResource; file: Buffer; name: string; by: string },
) {
  const sheet = await readSheet(o.file, (rows) => headerRowOf(o.resource, rows));
  const mapping = nameOverTwoColumns(
    autoMapping(o.resource, sheet.headers),
    sheet.headers,
    sheet.rows,
  );
  const summary = await checkAll(
    db,
    { resource: o.resource, headers: sheet.headers, mapping, defaults: {}, values: {} },
    sheet.rows,
  );
  return insertImport(
    db,
    sheet,
    { resource: o.resource, name: o.name, by: o.by, mapping },
    summary,
  );
}

/** Applies a change of mapping, defaults, values or duplicate choices, and checks again. */
export async function updateImport(db: Db, imp: Loaded, change: ImportUpdate): Promise<Loaded> {
  if (imp.state !== 'checked') throw notNow(stateMessages.notChecked);
  const resource = imp.resource as ImportResource;
  const headers = imp.columns.map((c) => c.header);
  const choices: DuplicateChoice[] = [
    ...Object.values(change.duplicates ?? {}),
    ...(change.duplicateDefault ? [change.duplicateDefault] : []),
  ];
  if (resource === 'colleges' && choices.includes('link'))
    throw badRequest(NO_LINK, { duplicates: NO_LINK });
  const mapping = change.mapping
    ? applyMapping(resource, headers, imp.map, change.mapping)
    : imp.map;
  const settings = applySettings(resource, imp, change, await loadLookups(db));
  const again = change.mapping ?? change.defaults ?? change.values;
  const summary = again
    ? await checkAll(db, { resource, headers, mapping, ...settings }, await rowsOf(db, imp.id))
    : imp.check;
  const merged = { ...imp.choiceOf, ...change.duplicates };
  const r = await db
    .updateTable('imports')
    .set({
      mapping: settingsJson({ map: mapping, ...settings }),
      choices: JSON.stringify(merged),
      duplicateDefault: change.duplicateDefault ?? imp.duplicateDefault,
      summary: JSON.stringify(summary),
      updatedAt: now(),
    })
    .where('id', '=', imp.id)
    .where('state', '=', 'checked')
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw notNow(stateMessages.notChecked);
  return (await find(db, imp.id))!;
}
