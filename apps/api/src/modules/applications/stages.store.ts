import { sql, type Kysely } from 'kysely';
import {
  APPLICATION_MESSAGES as M,
  MESSAGES,
  type ApplicationStage,
  type ApplicationPhase,
} from '@studydesk/contract';
import type { Database, ApplicationStageRow } from '../../db/schema';
import { createOrderedList } from '../../lib/crud/ordered-list';
import { badRequest } from '../../lib/errors';

type Db = Kysely<Database>;

export const toStage = (r: ApplicationStageRow): ApplicationStage => ({
  key: r.key,
  name: r.name,
  phase: r.phase as ApplicationPhase,
  position: Number(r.position),
  requiresNote: !!Number(r.requiresNote),
  retiredAt: r.retiredAt,
});

/** The agency's stages as an ordered, retirable settings list, keyed by `key`. */
export const stageList = (db: Db) =>
  createOrderedList<ApplicationStageRow>(db, {
    table: 'application_stages',
    key: 'key',
    orderBy: ['position', 'key'],
    notFound: M.stageNotFound,
    unique: { name: M.stageNameTaken },
    inUse: { by: [{ table: 'applications', column: 'stage', live: true }], message: M.stageInUse },
  });

/** Every stage in board order; retired ones only when asked. */
export async function listStages(db: Db, withRetired = false): Promise<ApplicationStage[]> {
  return (await stageList(db).list(!withRetired)).map(toStage);
}

/** A stage by its key, else by its name (any case); undefined when none is called that. */
export async function findStage(db: Db, given: string): Promise<ApplicationStage | undefined> {
  const rows = await db
    .selectFrom('application_stages')
    .selectAll()
    .where((eb) =>
      eb.or([eb('key', '=', given), eb(sql`lower(${sql.ref('name')})`, '=', given.toLowerCase())]),
    )
    .execute();
  const row = rows.find((r) => r.key === given) ?? rows[0];
  return row && toStage(row);
}

/** The stage an application may move to: known and not retired, else 400 naming `stage`. */
export async function liveStage(db: Db, given: string): Promise<ApplicationStage> {
  const stage = await findStage(db, given);
  if (!stage) throw badRequest(M.stageNotFound, { stage: M.stageNotFound });
  if (stage.retiredAt) throw badRequest(M.stageRetired, { stage: M.stageRetired });
  return stage;
}

/** Where a new application starts: the first live stage of the shortlist phase (else the first). */
export async function firstStage(db: Db): Promise<ApplicationStage> {
  const live = await listStages(db);
  const first = live.find((s) => s.phase === 'shortlist') ?? live[0];
  if (!first) throw badRequest(MESSAGES.validation, { stage: M.stageNotFound });
  return first;
}
