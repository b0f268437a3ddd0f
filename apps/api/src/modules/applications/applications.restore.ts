import { APPLICATION_MESSAGES as M, type Application } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { findStage } from './stages.store';

/*
 * A deleted application does not keep its stage from retiring, nor its college or course from
 * their hard delete (only live ones do: stages.settings.ts, modules/catalogue.ts). So it comes
 * back only where it can stand: into a live stage, naming a college and a course that still
 * exist, for a student not in the trash (409 otherwise). No live application is ever in a
 * retired stage, names nothing or stands without its student.
 */
export async function assertRestorable(db: Db, app: Application): Promise<void> {
  const stage = await findStage(db, app.stage);
  if (!stage || stage.retiredAt)
    throw conflict(M.restoreStageRetired, { stage: M.restoreStageRetired });
  const [college, course] = await Promise.all([
    db.selectFrom('colleges').select('id').where('id', '=', app.college).executeTakeFirst(),
    db.selectFrom('courses').select('id').where('id', '=', app.course).executeTakeFirst(),
  ]);
  if (!college || !course) throw conflict(M.restoreCatalogueGone);
  // Its student went to the trash after it (a live one keeps them out): they come back first.
  const student = await db
    .selectFrom('enquiries')
    .select('id')
    .where('id', '=', app.enquiry)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!student) throw conflict(M.restoreStudentDeleted);
}
