import type { Transaction } from 'kysely';
import {
  APPLICATION_MESSAGES as M,
  APPLICATION_STAGE_EVENT,
  type Application,
  type ApplicationStageNotice,
  type StageChange,
  type StageChangeBody,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';
import { stageRow } from './applications.write';
import { liveStage } from './stages.store';

type Trx = Transaction<Database>;

/** What the owner's bell is told when someone else moved their application. */
async function notice(trx: Trx, app: Application, to: string, toName: string, by: string) {
  const u = await trx
    .selectFrom('users')
    .select(['fname', 'lname'])
    .where('id', '=', by)
    .executeTakeFirst();
  return {
    id: app._id,
    enquiry: app.enquiry,
    no: app.enqNo,
    name: app.studentName ?? '',
    to: app.assignedTo!,
    fromStage: app.stage,
    toStage: to,
    toStageName: toName,
    by,
    byName: u ? fullName(u.fname, u.lname) : null,
    at: now(),
  } satisfies ApplicationStageNotice;
}

/**
 * Moves an application to a stage named by its key or name: a retired stage refuses, one that
 * requires a note refuses without it (400). The move, its field history and (when someone
 * other than the owner made it) the owner's notice commit together. Moving to where it already
 * is changes nothing.
 */
export async function changeStage(
  db: Db,
  bus: EventBus,
  app: Application,
  body: StageChangeBody,
  by: string,
) {
  const stage = await liveStage(db, body.stage);
  if (stage.key === app.stage) return;
  if (stage.requiresNote && !body.note) throw badRequest(M.noteRequired, { note: M.noteRequired });
  await db.transaction().execute(async (trx) => {
    const t = now();
    const r = await trx
      .updateTable('applications')
      .set({ stage: stage.key, stageAt: t, updatedAt: t })
      .where('id', '=', app._id)
      .where('stage', '=', app.stage)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // Moved or deleted meanwhile: the caller reads it again.
    if (r.numUpdatedRows === 0n) throw notFound(M.notFound);
    await trx
      .insertInto('application_stage_changes')
      .values(stageRow(app._id, app.stage, stage.key, by, body.note))
      .execute();
    const target = { kind: 'application' as const, recordId: app._id, enquiryId: app.enquiry };
    await recordUpdate(trx, target, { stage: app.stage }, { stage: stage.key }, by);
    if (app.assignedTo && app.assignedTo !== by)
      await bus.append(
        trx,
        APPLICATION_STAGE_EVENT,
        await notice(trx, app, stage.key, stage.name, by),
      );
  });
  await bus.afterCommit();
}

/** An application's moves, oldest first, with stage and author names. */
export async function stageHistory(db: Db, id: string): Promise<StageChange[]> {
  const rows = await db
    .selectFrom('application_stage_changes as h')
    .leftJoin('application_stages as f', 'f.key', 'h.from')
    .leftJoin('application_stages as t', 't.key', 'h.to')
    .leftJoin('users as u', 'u.id', 'h.by')
    .select(['h.id as _id', 'h.from', 'h.to', 'h.by', 'h.at', 'h.note'])
    .select(['f.name as fromName', 't.name as toName', 'u.fname', 'u.lname'])
    .where('h.applicationId', '=', id)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute();
  return rows.map(({ fname, lname, ...r }) => ({ ...r, byName: fullName(fname, lname) }));
}
