import {
  ACKNOWLEDGEMENT_DEFAULTS,
  AcknowledgementValuesSchema,
  type Acknowledgement,
  type AcknowledgementUpdate,
  type AcknowledgementValues,
  type MailTemplate,
  type MailTemplateCreate,
  type MailTemplateUpdate,
} from '@studydesk/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, MailTemplateRow } from '../../db/schema';
import { newId, now } from '../../lib/ids';

const toTemplate = (r: MailTemplateRow): MailTemplate => ({ _id: r.id, ...r });

/** The settings row holding the acknowledgement. */
export const ACK_KEY = 'acknowledgement';

/** The acknowledgement from its stored JSON (none: not set), each part its default until set. */
export function acknowledgementOf(value: string | undefined): AcknowledgementValues {
  let stored: Partial<AcknowledgementValues> = {};
  try {
    const parsed = AcknowledgementValuesSchema.partial().safeParse(JSON.parse(value ?? '{}'));
    if (parsed.success) stored = parsed.data;
  } catch {
    // not JSON: the defaults
  }
  return { ...ACKNOWLEDGEMENT_DEFAULTS, ...stored };
}

/** The acknowledgement as stored (a settings row, JSON), each part its default until set. */
export async function readAcknowledgement(
  ex: Kysely<Database>,
): Promise<AcknowledgementValues & { updatedAt: string | null }> {
  const row = await ex
    .selectFrom('settings')
    .select(['value', 'updatedAt'])
    .where('key', '=', ACK_KEY)
    .executeTakeFirst();
  return { ...acknowledgementOf(row?.value), updatedAt: row?.updatedAt ?? null };
}

/** Admin-managed mail templates and the acknowledgement's own template. */
export function createTemplatesStore(db: Db) {
  const one = (id: string) =>
    db.selectFrom('mail_templates').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    async list(): Promise<MailTemplate[]> {
      const rows = await db
        .selectFrom('mail_templates')
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toTemplate);
    },
    async create(input: MailTemplateCreate): Promise<MailTemplate> {
      const t = now();
      const row = { id: newId(), ...input, createdAt: t, updatedAt: t };
      await db.insertInto('mail_templates').values(row).execute();
      return toTemplate(row);
    },
    /** The changed template; undefined when there is none with that id. */
    async update(id: string, changes: MailTemplateUpdate): Promise<MailTemplate | undefined> {
      const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await db
        .updateTable('mail_templates')
        .set({ ...set, updatedAt: now() })
        .where('id', '=', id)
        .execute();
      const row = await one(id);
      return row && toTemplate(row);
    },
    async remove(id: string): Promise<boolean> {
      const r = await db.deleteFrom('mail_templates').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    acknowledgement: (): Promise<Acknowledgement> => readAcknowledgement(db),
    async setAcknowledgement(changes: AcknowledgementUpdate, by: string) {
      const { updatedAt: _u, ...cur } = await readAcknowledgement(db);
      const row = {
        value: JSON.stringify({ ...cur, ...changes }),
        updatedAt: now(),
        updatedBy: by,
      };
      await db
        .insertInto('settings')
        .values({ key: ACK_KEY, ...row })
        .onConflict((oc) => oc.column('key').doUpdateSet(row))
        .execute();
      return readAcknowledgement(db);
    },
  };
}
