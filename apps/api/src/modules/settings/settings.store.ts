import {
  SETTINGS_DEFAULTS,
  SettingsValuesSchema,
  type SettingKey,
  type Settings,
  type SettingsUpdate,
  type SettingsValues,
} from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';

const KEYS = Object.keys(SETTINGS_DEFAULTS) as SettingKey[];

/** A stored value read back through its schema; a row that no longer parses is its default. */
function valueOf<K extends SettingKey>(key: K, json: string): SettingsValues[K] {
  try {
    const parsed = SettingsValuesSchema.shape[key].safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data as SettingsValues[K];
  } catch {
    // not JSON: fall through to the default
  }
  return SETTINGS_DEFAULTS[key];
}

/** A setting from its stored row's value: its default when there is no row (or it no longer parses). */
export const storedValue = <K extends SettingKey>(key: K, json: string | undefined) =>
  json === undefined ? SETTINGS_DEFAULTS[key] : valueOf(key, json);

/**
 * SQL that is true when a yes/no setting is on: stored as JSON `true` (a row that does not
 * parse is its default, and every such default is off). For a statement that acts on it.
 */
export const settingOn = (key: 'roundRobin') =>
  sql<boolean>`exists (select 1 from settings where key = ${key} and value = 'true')`;

/** The agency's settings: defaults until an admin changes them. */
export function createSettingsStore(db: Db) {
  return {
    async get(): Promise<Settings> {
      const rows = await db
        .selectFrom('settings as s')
        .leftJoin('users as u', 'u.id', 's.updatedBy')
        .select(['s.key', 's.value', 's.updatedAt', 'u.fname', 'u.lname'])
        .orderBy('s.updatedAt', 'desc')
        .execute();
      const values: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
      for (const row of rows)
        if ((KEYS as string[]).includes(row.key))
          values[row.key] = valueOf(row.key as SettingKey, row.value);
      const last = rows[0];
      return {
        ...(values as SettingsValues),
        updatedAt: last?.updatedAt ?? null,
        updatedBy: last ? fullName(last.fname, last.lname) : null,
      };
    },

    /** One setting's value, for the code that acts on it (inside its transaction, if given). */
    async value<K extends SettingKey>(key: K, ex: Db = db): Promise<SettingsValues[K]> {
      const row = await ex
        .selectFrom('settings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return storedValue(key, row?.value);
    },

    /** Writes the settings the update names, together. */
    async update(changes: SettingsUpdate, by: string): Promise<void> {
      const updatedAt = now();
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) continue;
          const row = { value: JSON.stringify(value), updatedAt, updatedBy: by };
          await trx
            .insertInto('settings')
            .values({ key, ...row })
            .onConflict((oc) => oc.column('key').doUpdateSet(row))
            .execute();
        }
      });
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;
