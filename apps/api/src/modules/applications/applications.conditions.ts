import {
  CONDITION_MESSAGES,
  type Application,
  type ApplicationCondition,
  type ConditionCreate,
  type ConditionUpdate,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { ApplicationConditionRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordUpdate } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';

/*
 * An offer's conditions: rows of their own under an application. Each add, edit,
 * tick and removal is one line of the application's field history (field `condition`, from
 * and to as the condition reads), so the student's timeline shows them.
 */

const toCondition = (r: ApplicationConditionRow): ApplicationCondition => ({
  _id: r.id,
  text: r.text,
  dueDate: r.dueDate,
  satisfied: Number(r.satisfied) === 1,
  satisfiedDate: r.satisfiedDate,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** How a condition reads in history: its text, its due date, and whether it is met. */
const asLine = (
  c: Pick<ApplicationConditionRow, 'text' | 'dueDate' | 'satisfied' | 'satisfiedDate'>,
) =>
  [
    c.text,
    c.dueDate ? `due ${c.dueDate}` : null,
    Number(c.satisfied) === 1 ? `satisfied ${c.satisfiedDate ?? ''}`.trim() : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** An application's conditions, oldest first. */
export async function conditionsOf(db: Db, applicationId: string) {
  const rows = await db
    .selectFrom('application_conditions')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toCondition);
}

const target = (app: Application) => ({
  kind: 'application' as const,
  recordId: app._id,
  enquiryId: app.enquiry,
});

async function one(db: Db, app: Application, conditionId: string) {
  const row = await db
    .selectFrom('application_conditions')
    .selectAll()
    .where('id', '=', conditionId)
    .where('applicationId', '=', app._id)
    .executeTakeFirst();
  if (!row) throw notFound(CONDITION_MESSAGES.notFound);
  return row;
}

export async function addCondition(db: Db, app: Application, body: ConditionCreate, by: string) {
  const t = now();
  const row = {
    id: newId(),
    applicationId: app._id,
    text: body.text,
    dueDate: body.dueDate ?? null,
    satisfied: 0,
    satisfiedDate: null,
    createdBy: by,
    createdAt: t,
    updatedAt: t,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('application_conditions').values(row).execute();
    await recordUpdate(trx, target(app), { condition: null }, { condition: asLine(row) }, by);
  });
}

/** Edits or ticks a condition: ticked without a date, it is dated today; unticked, undated. */
export async function updateCondition(
  db: Db,
  app: Application,
  conditionId: string,
  body: ConditionUpdate,
  by: string,
) {
  const cur = await one(db, app, conditionId);
  const satisfied = body.satisfied ?? Number(cur.satisfied) === 1;
  const next = {
    text: body.text ?? cur.text,
    dueDate: body.dueDate === undefined ? cur.dueDate : body.dueDate,
    satisfied: satisfied ? 1 : 0,
    satisfiedDate: satisfied
      ? (body.satisfiedDate ?? cur.satisfiedDate ?? now().slice(0, 10))
      : null,
  };
  await db.transaction().execute(async (trx) => {
    const changed = await recordUpdate(
      trx,
      target(app),
      { condition: asLine(cur) },
      { condition: asLine(next) },
      by,
    );
    if (Object.keys(changed).length === 0) return;
    await trx
      .updateTable('application_conditions')
      .set({ ...next, updatedAt: now() })
      .where('id', '=', cur.id)
      .execute();
  });
}

export async function removeCondition(db: Db, app: Application, conditionId: string, by: string) {
  const cur = await one(db, app, conditionId);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('application_conditions').where('id', '=', cur.id).execute();
    await recordUpdate(trx, target(app), { condition: asLine(cur) }, { condition: null }, by);
  });
}
