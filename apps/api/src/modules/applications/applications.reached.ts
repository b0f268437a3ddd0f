import { sql } from 'kysely';
import { REACHED_PHASES, type ReachedPhase } from '@studydesk/contract';
import type { Db } from '../../db/database';

/** The keys of the stages (retired ones too) in `phase` or a later phase, closed aside. */
const stagesFrom = (db: Db, phase: ReachedPhase) =>
  db
    .selectFrom('application_stages')
    .select('key')
    .where('phase', 'in', REACHED_PHASES.slice(REACHED_PHASES.indexOf(phase)));

/**
 * Whether the outer `enquiries` row reached `phase` (the funnel's phases, defined once here): one
 * of its live applications is now in a stage of that phase or a later one, or its stage
 * history passed through such a stage. History counts, so a student rejected after an offer
 * still reached the offer; later phases count, so a step never holds more students than the
 * one before it (a stage skipped on the way — an offer recorded straight as accepted — still
 * counts as passed). Used as `exists (…)` by the funnel and by the enquiries list's `reached`.
 */
export const reachedPhase = (db: Db, phase: ReachedPhase) =>
  db
    .selectFrom('applications as ra')
    .select(sql<number>`1`.as('one'))
    .where(sql<boolean>`${sql.ref('ra.enquiry')} = ${sql.ref('enquiries.id')}`)
    .where('ra.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('ra.stage', 'in', stagesFrom(db, phase)),
        eb.exists(
          db
            .selectFrom('application_stage_changes as rc')
            .select(sql<number>`1`.as('one'))
            .where(sql<boolean>`${sql.ref('rc.applicationId')} = ${sql.ref('ra.id')}`)
            .where((c) =>
              c.or([
                c('rc.to', 'in', stagesFrom(db, phase)),
                c('rc.from', 'in', stagesFrom(db, phase)),
              ]),
            ),
        ),
      ]),
    );
