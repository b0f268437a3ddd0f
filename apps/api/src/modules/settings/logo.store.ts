import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ImageColumns } from '../../lib/crud/images';
import { now } from '../../lib/ids';

/**
 * Kept in the settings table under its own key, apart from SettingsValuesSchema: PATCH /settings
 * must never take a URL from the client, only the upload route sets it.
 */
const KEY = 'logo';
const StoredLogo = z.object({ image: z.string(), thumbnail: z.string() });

/** The agency's logo files (image and thumbnail URLs), or null when it has none. */
export function createLogoStore(db: Db) {
  return {
    async get(): Promise<ImageColumns | null> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', KEY)
        .executeTakeFirst();
      if (!row) return null;
      try {
        const parsed = StoredLogo.safeParse(JSON.parse(row.value));
        return parsed.success ? parsed.data : null;
      } catch {
        return null; // not JSON: as if there were no logo
      }
    },

    /**
     * Sets (or, with null, removes) the logo; who changed it shows as the settings' last change.
     * Answers what it set: images.withUpload takes an undefined answer as "no record" and
     * discards the new files.
     */
    async set<T extends ImageColumns | null>(logo: T, by: string): Promise<T> {
      if (!logo) {
        await db.deleteFrom('settings').where('key', '=', KEY).execute();
        return logo;
      }
      const row = { value: JSON.stringify(logo), updatedAt: now(), updatedBy: by };
      await db
        .insertInto('settings')
        .values({ key: KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      return logo;
    },
  };
}
export type LogoStore = ReturnType<typeof createLogoStore>;
