import { CLAIM_MESSAGES as M, type ClaimCreate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { nextNumber } from '../../lib/money/numbering';
import { claimableOf, claimSources, tuitionMinor, type Claimable } from './claims.claimable';

/** Today's date in UTC: the day a claim is made and instalments fall claimable. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The instalments already claimed by a live (uncredited) line, per application. */
export async function takenBy(db: Db, ids: readonly string[]) {
  const rows = await db
    .selectFrom('claim_lines')
    .select(['applicationId', 'instalment'])
    .where('applicationId', 'in', ids)
    .where('creditNote', 'is', null)
    .execute();
  const taken = new Map<string, Set<number>>();
  for (const r of rows) {
    const set = taken.get(r.applicationId) ?? new Set<number>();
    taken.set(r.applicationId, set.add(r.instalment));
  }
  return taken;
}

/**
 * What each application named can be claimed for, in the order sent; a 400 naming every one
 * that has nothing to claim (not this college's, not Enrolled, not yet due, claimed already).
 */
async function claimables(db: Db, c: ClaimCreate, day: string): Promise<Claimable[]> {
  const ids = [...new Set(c.applications)];
  const [sources, taken] = await Promise.all([claimSources(db, ids).execute(), takenBy(db, ids)]);
  const byId = new Map(sources.map((s) => [s.id, s]));
  const found: Claimable[] = [];
  const problems: Record<string, string> = {};
  ids.forEach((id, i) => {
    const s = byId.get(id);
    const why = !s
      ? 'Application not found'
      : s.college !== c.college
        ? 'is of another college'
        : claimableOf(s, day, taken.get(id) ?? new Set());
    if (typeof why === 'string') {
      const who = s ? `${s.fName} ${s.lName ?? ''}`.trim() : '';
      problems[`applications.${i}`] = who ? `${who}: ${why}` : why;
    } else found.push(why);
  });
  if (Object.keys(problems).length > 0)
    throw badRequest(`${M.nothing}: ${Object.values(problems).join('; ')}`, problems);
  return found;
}

function oneOf<T>(values: T[], message: string): T {
  if (new Set(values).size !== 1) throw badRequest(message, { applications: message });
  return values[0]!;
}

type Line = { f: Claimable; p: Claimable['instalments'][number] };
type Meta = { createdAt: string; updatedAt: string };

const lineRows = (claimId: string, lines: Line[], currency: string, meta: Meta) =>
  lines.map(({ f, p }, position) => ({
    id: newId(),
    claimId,
    position,
    applicationId: f.source.id,
    enquiryId: f.source.enquiry,
    courseId: f.source.course,
    intakeId: f.source.intake,
    instalment: p.index,
    share: p.share,
    tuition: tuitionMinor(f.source.tuition, currency),
    amount: p.amount,
    paid: 0,
    credited: 0,
    creditNote: null,
    ...meta,
  }));

/**
 * Makes a claim of the applications' claimable instalments and answers its id. The number is
 * taken first in the transaction: that holds the counter's lock to the end, so a claim made at
 * the same time waits, and the check that no instalment is claimed twice runs after it, on
 * what the other committed (the unique index on live lines backs it).
 */
export async function createClaim(db: Db, c: ClaimCreate, by: string): Promise<string> {
  const day = today();
  const found = await claimables(db, c, day);
  const currency = oneOf(
    found.map((f) => f.source.currency!),
    M.currencies,
  );
  const officeId = oneOf(
    found.map((f) => f.source.officeId),
    M.offices,
  );
  const lines: Line[] = found.flatMap((f) => f.instalments.map((p) => ({ f, p })));
  const total = lines.reduce((s, l) => s + l.p.amount, 0);
  const id = newId();
  const t = now();
  const meta = { createdAt: t, updatedAt: t };
  await db.transaction().execute(async (trx) => {
    const number = await nextNumber(trx, 'CL', Number(day.slice(0, 4)));
    const taken = await takenBy(trx, [...new Set(lines.map((l) => l.f.source.id))]);
    if (lines.some((l) => taken.get(l.f.source.id)?.has(l.p.index)))
      throw conflict('These instalments were claimed meanwhile: make the claim again');
    await trx
      .insertInto('claims')
      .values({
        ...{ id, number, college: c.college, officeId, currency, status: 'draft', total },
        ...{ paid: 0, credited: 0, charges: 0, sentAt: null, writtenOffReason: null },
        createdBy: by,
        ...meta,
      })
      .execute();
    await trx
      .insertInto('claim_lines')
      .values(lineRows(id, lines, currency, meta))
      .execute();
  });
  return id;
}
