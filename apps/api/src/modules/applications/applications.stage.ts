import type { Transaction } from 'kysely';
import {
  APPLICATION_MESSAGES as M,
  APPLICATION_STAGE_EVENT,
  type Application,
  type ApplicationStage,
  type ApplicationStageNotice,
  type StageChange,
  type StageChangeBody,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, conflictWith, notFound } from '../../lib/errors';
import { recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';
import { missingFor, offerTypeOf } from './applications.readiness';
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

/** 409 naming where another move put it (404 when it was deleted meanwhile). */
async function movedMeanwhile(db: Db | Trx, id: string, seen?: string) {
  const cur = await db
    .selectFrom('applications as a')
    .leftJoin('application_stages as s', 's.key', 'a.stage')
    .select(['a.stage', 's.name'])
    .where('a.id', '=', id)
    .where('a.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!cur || cur.stage === seen) return notFound(M.notFound);
  return conflictWith(M.movedMeanwhile(cur.name ?? cur.stage), {
    stage: cur.stage,
    stageName: cur.name,
  });
}

/** Refuses (409, listing them) a move on with things missing unless confirmed with a reason. */
async function assertReady(db: Db, app: Application, stage: ApplicationStage, b: StageChangeBody) {
  const missing = await missingFor(db, app, stage.phase);
  if (missing.length === 0) return;
  if (!b.confirm) throw conflictWith(M.missingConfirm, { missing });
  if (!b.note) throw badRequest(M.reasonRequired, { note: M.reasonRequired });
}

/**
 * Moves an application to a stage named by its key or name: a retired stage refuses, one that
 * requires a note refuses without it (400); one the mover saw elsewhere (`from`), or moved by
 * someone else meanwhile, answers 409 with where it is now. Into the visa or enrolled phases
 * with things missing it asks to confirm (409 listing them). An offer stage sets the offer's
 * type. The move, its field history and (when someone other than the owner made it) the
 * owner's notice commit together. Moving to where it already is changes nothing.
 */
export async function changeStage(
  db: Db,
  bus: EventBus,
  app: Application,
  body: StageChangeBody,
  by: string,
) {
  const stage = await liveStage(db, body.stage);
  if (body.from && body.from !== app.stage) throw await movedMeanwhile(db, app._id, body.from);
  if (stage.key === app.stage) return;
  if (stage.requiresNote && !body.note) throw badRequest(M.noteRequired, { note: M.noteRequired });
  await assertReady(db, app, stage, body);
  const offerType = offerTypeOf(stage) ?? app.offerType;
  await db.transaction().execute(async (trx) => {
    const t = now();
    const r = await trx
      .updateTable('applications')
      .set({ stage: stage.key, stageAt: t, updatedAt: t, offerType })
      .where('id', '=', app._id)
      .where('stage', '=', app.stage)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (r.numUpdatedRows === 0n) throw await movedMeanwhile(trx, app._id, app.stage);
    await trx
      .insertInto('application_stage_changes')
      .values(stageRow(app._id, app.stage, stage.key, by, body.note))
      .execute();
    const target = { kind: 'application' as const, recordId: app._id, enquiryId: app.enquiry };
    const before = { stage: app.stage, offerType: app.offerType };
    await recordUpdate(trx, target, before, { stage: stage.key, offerType }, by);
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
