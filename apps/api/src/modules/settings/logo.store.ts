import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ImageColumns } from '../../lib/crud/images';
import { now } from '../../lib/ids';
import { MailLogoSchema, type MailLogo } from './logo.mail';

/**
 * Kept in the settings table under its own key, apart from SettingsValuesSchema: PATCH /settings
 * must never take a URL from the client, only the upload route sets it.
 */
export const LOGO_KEY = 'logo';
/** The logo's files, and its copy for mail (absent on a logo uploaded before mail carried it). */
const StoredLogo = z.object({
  image: z.string(),
  thumbnail: z.string(),
  mail: MailLogoSchema.optional(),
});
export type StoredLogo = ImageColumns & { mail?: MailLogo };

/** The logo as stored in its settings row, or null when the text is no logo. */
export function parseLogo(value: string): StoredLogo | null {
  try {
    const parsed = StoredLogo.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON: as if there were no logo
  }
}

/** The agency's logo (image and thumbnail URLs, its copy for mail), or null when it has none. */
export function createLogoStore(db: Db) {
  return {
    async get(): Promise<StoredLogo | null> {
      const row = await db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', LOGO_KEY)
        .executeTakeFirst();
      return row ? parseLogo(row.value) : null;
    },

    /**
     * Sets (or, with null, removes) the logo; who changed it shows as the settings' last change.
     * Answers what it set: images.withUpload takes an undefined answer as "no record" and
     * discards the new files.
     */
    async set<T extends StoredLogo | null>(logo: T, by: string): Promise<T> {
      if (!logo) {
        await db.deleteFrom('settings').where('key', '=', LOGO_KEY).execute();
        return logo;
      }
      const row = { value: JSON.stringify(logo), updatedAt: now(), updatedBy: by };
      await db
        .insertInto('settings')
        .values({ key: LOGO_KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      return logo;
    },
  };
}
export type LogoStore = ReturnType<typeof createLogoStore>;
