import { randomBytes } from 'node:crypto';
import { STUDENT_TOKEN_BYTES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { newId, sha256 } from '../../lib/ids';

/** What a token opens: the link and its student. */
export type OpenLink = { id: string; enquiryId: string; expiresAt: string };

const DAY_MS = 86_400_000;
/** Longer than any token we hand out; hashed all the same, so a long guess costs the same path. */
const TOKEN_MAX = 200;

/** The clock links are judged by; a test sets another. */
export type Clock = () => number;

/**
 * The student's private links. A token is 256 random bits, base64url; only its
 * SHA-256 is kept, so the table alone opens nothing. One live link per student: issuing one
 * revokes the ones before.
 */
export function createStudentLinks(db: Db, clock: Clock = Date.now) {
  return {
    /** A new link for the student, the earlier ones revoked, in one transaction. */
    issue(enquiryId: string, by: string, days: number) {
      return db.transaction().execute((trx) => issueIn(trx, enquiryId, by, days, clock()));
    },

    /** The same inside the caller's transaction (a mail that carries the link). */
    issueIn: (trx: Db, enquiryId: string, by: string, days: number) =>
      issueIn(trx, enquiryId, by, days, clock()),

    /** When the student's live link expires, or null when they have none (its token is not
     * kept, so staff can see that a link works but not the link itself). */
    async live(enquiryId: string): Promise<string | null> {
      const row = await db
        .selectFrom('student_links')
        .select('expiresAt')
        .where('enquiryId', '=', enquiryId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', new Date(clock()).toISOString())
        .orderBy('expiresAt', 'desc')
        .executeTakeFirst();
      return row?.expiresAt ?? null;
    },

    /** Revokes the student's live link(s); false when there was none. */
    async revoke(enquiryId: string): Promise<boolean> {
      const at = new Date(clock()).toISOString();
      return (await revokeAll(db, enquiryId, at)) > 0;
    },

    /**
     * The live link a token opens, or null. Every token takes the same path: hashed, then
     * looked up by its hash (a malformed one included), so the answer's timing tells nothing.
     */
    async open(token: string): Promise<OpenLink | null> {
      const hash = sha256(token.slice(0, TOKEN_MAX));
      const row = await db
        .selectFrom('student_links as l')
        .innerJoin('enquiries as e', 'e.id', 'l.enquiryId')
        .select(['l.id', 'l.enquiryId', 'l.expiresAt', 'l.revokedAt', 'e.deletedAt'])
        .where('l.tokenHash', '=', hash)
        .executeTakeFirst();
      const live =
        row &&
        token.length <= TOKEN_MAX &&
        row.revokedAt === null &&
        row.deletedAt === null &&
        Date.parse(row.expiresAt) > clock();
      return live ? { id: row.id, enquiryId: row.enquiryId, expiresAt: row.expiresAt } : null;
    },
  };
}
export type StudentLinks = ReturnType<typeof createStudentLinks>;

/** Writes a link made at `now` (one reading: it lasts exactly `days` from its creation). */
async function issueIn(trx: Db, enquiryId: string, by: string, days: number, now: number) {
  const token = randomBytes(STUDENT_TOKEN_BYTES).toString('base64url');
  const at = new Date(now).toISOString();
  const expiresAt = new Date(now + days * DAY_MS).toISOString();
  await revokeAll(trx, enquiryId, at);
  await trx
    .insertInto('student_links')
    .values({
      id: newId(),
      enquiryId,
      tokenHash: sha256(token),
      createdBy: by,
      createdAt: at,
      expiresAt,
      revokedAt: null,
    })
    .execute();
  return { token, expiresAt };
}

async function revokeAll(db: Db, enquiryId: string, at: string): Promise<number> {
  const r = await db
    .updateTable('student_links')
    .set({ revokedAt: at })
    .where('enquiryId', '=', enquiryId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
