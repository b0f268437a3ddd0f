import { CLAIM_MESSAGES as M, type Claim, type ClaimStatus } from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordUpdate } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { minorOf, moneyOf, parseAmount } from '../../lib/money/money';
import { nextNumber } from '../../lib/money/numbering';
import { today } from './claims.create';
import { statusAfter } from './claims.status';

/*
 * A student withdrawn or deferred after their commission was claimed: the line is credited (a
 * credit note with its own gapless number, for what the line still asks for), or moved to the
 * intake they deferred to. Either is written on the application's history, so the student's
 * timeline says so.
 */
function lineOf(claim: Claim, id: string) {
  const line = claim.lines.find((l) => l._id === id);
  if (!line) throw notFound(M.lineNotFound);
  return line;
}
const target = (l: Claim['lines'][number]) => ({
  kind: 'application' as const,
  recordId: l.application,
  enquiryId: l.enquiry,
});

/** Credits what a line still asks for; answers the credit note's number. */
export async function creditLine(db: Db, claim: Claim, lineId: string, reason: string, by: string) {
  const line = lineOf(claim, lineId);
  if (claim.status === 'written-off') throw conflict(M.closed);
  const cur = claim.currency;
  const left = minorOf(parseAmount(line.outstanding.amount, cur));
  if (line.creditNote || left <= 0) throw conflict(M.lineSettled);
  return db.transaction().execute(async (trx) => {
    const number = await nextNumber(trx, 'CN', Number(today().slice(0, 4)));
    const t = now();
    const took = await trx
      .updateTable('claim_lines')
      .set({ credited: sql`credited + ${left}`, creditNote: number, updatedAt: t })
      .where('id', '=', lineId)
      .where('creditNote', 'is', null)
      .where(sql<boolean>`amount - paid - credited = ${left}`)
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) === 0) throw conflict('The line changed meanwhile: reload it');
    const c = await trx
      .updateTable('claims')
      .set({ credited: sql`credited + ${left}`, updatedAt: t })
      .where('id', '=', claim._id)
      .returning(['paid', 'credited', 'total', 'status'])
      .executeTakeFirstOrThrow();
    const rest = Number(c.total) - Number(c.paid) - Number(c.credited);
    const status = statusAfter(c.status as ClaimStatus, rest, Number(c.paid));
    await trx.updateTable('claims').set({ status }).where('id', '=', claim._id).execute();
    const meta = { createdBy: by, createdAt: t, updatedAt: t };
    await trx
      .insertInto('credit_notes')
      .values({ id: newId(), number, claimId: claim._id, lineId, amount: left, reason, ...meta })
      .execute();
    const said = `${number}: ${moneyOf(left, cur).amount} ${cur} of ${claim.number} credited (${reason})`;
    await recordUpdate(
      trx,
      target(line),
      { commissionCredit: null },
      { commissionCredit: said },
      by,
    );
    return number;
  });
}

/** Moves a line, and its application, to another intake of the claim's college. */
export async function moveLine(db: Db, claim: Claim, lineId: string, intake: string, by: string) {
  const line = lineOf(claim, lineId);
  if (claim.status === 'written-off') throw conflict(M.closed);
  // paid or credited, the commission of that enrolment is settled: nothing to move
  if (line.creditNote || minorOf(parseAmount(line.outstanding.amount, claim.currency)) <= 0)
    throw conflict(M.lineNotMovable);
  const to = await db
    .selectFrom('intakes')
    .select(['id', 'intakeMonth', 'intakeYear'])
    .where('id', '=', intake)
    .where('college', '=', claim.college)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!to || to.id === line.intake) throw badRequest(M.sameIntake, { intake: M.sameIntake });
  const app = await db
    .selectFrom('applications')
    .select('intake')
    .where('id', '=', line.application)
    .executeTakeFirstOrThrow();
  const said = `${claim.number} line ${line.instalment} moved to ${to.intakeMonth} ${to.intakeYear}`;
  await db.transaction().execute(async (trx) => {
    const t = now();
    await trx
      .updateTable('claim_lines')
      .set({ intakeId: to.id, updatedAt: t })
      .where('id', '=', lineId)
      .execute();
    const changes = await recordUpdate(
      trx,
      target(line),
      { intake: app.intake, commissionClaim: null },
      { intake: to.id, commissionClaim: said },
      by,
    );
    if (changes.intake !== undefined)
      await trx
        .updateTable('applications')
        .set({ intake: to.id, updatedAt: t })
        .where('id', '=', line.application)
        .execute();
    await trx
      .insertInto('claim_line_moves')
      .values({
        ...{ id: newId(), claimId: claim._id, lineId, fromIntake: line.intake, toIntake: to.id },
        ...{ createdBy: by, createdAt: t, updatedAt: t },
      })
      .execute();
  });
}
