import { CLAIM_MAX_APPLICATIONS, type Claimable as Open } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { claimableOf, claimSources, tuitionMinor, type Claimable } from './claims.claimable';
import { takenBy, today } from './claims.create';

/** One application's claimable instalments as the new-claim screen lists them. */
function rowOf(c: Claimable): Open {
  const s = c.source;
  const cur = s.currency!;
  const tuition = tuitionMinor(s.tuition, cur);
  const froms = c.instalments.map((p) => p.from).sort();
  return {
    application: s.id,
    enquiry: s.enquiry,
    office: s.officeId,
    student: c.student,
    courseTitle: s.courseTitle,
    intakeName: s.intakeMonth && s.intakeYear ? `${s.intakeMonth} ${s.intakeYear}` : null,
    tuition: tuition === null ? null : moneyOf(tuition, cur),
    amount: moneyOf(
      c.instalments.reduce((sum, p) => sum + p.amount, 0),
      cur,
    ),
    instalments: c.instalments.map((p) => p.index),
    claimableSince: froms.at(-1) || null,
  };
}

/**
 * The enrolled students of `college` (in the viewer's offices) with something to claim today
 * and not claimed yet: what POST /claims would take. As many as one claim may hold.
 */
export async function openClaimables(db: Db, college: string): Promise<Open[]> {
  const sources = await claimSources(db)
    .where('a.college', '=', college)
    .where('s.phase', '=', 'enrolled')
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .execute();
  if (sources.length === 0) return [];
  const taken = await takenBy(
    db,
    sources.map((s) => s.id),
  );
  const day = today();
  return sources
    .map((s) => claimableOf(s, day, taken.get(s.id) ?? new Set()))
    .filter((c): c is Claimable => typeof c !== 'string')
    .slice(0, CLAIM_MAX_APPLICATIONS)
    .map(rowOf);
}
