import {
  APPLICATION_MESSAGES as M,
  APPLICATION_PHASES,
  MESSAGES,
  slugify,
  type ApplicationStage,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { listStages, stageList, toStage } from './stages.store';

const phaseIndex = (p: string) => APPLICATION_PHASES.indexOf(p as ApplicationStage['phase']);

/** A free key made from a stage's name: "Interview booked" → interview_booked (_2 when taken). */
function keyFor(name: string, taken: Set<string>): string {
  const slug =
    slugify(name)
      .replace(/-/g, '_')
      .replace(/^[^a-z]+/, '')
      .slice(0, 36) || 'stage';
  let key = slug;
  for (let n = 2; taken.has(key); n++) key = `${slug}_${n}`;
  return key;
}

/** The admin's changes to the workflow (Settings → Application stages). */
export function createStageSettings(db: Db) {
  const list = stageList(db);

  return {
    /** A new stage, placed after the last stage of its phase or of an earlier one. */
    async add(body: { name: string; phase: ApplicationStage['phase']; requiresNote: boolean }) {
      const all = await listStages(db, true);
      const key = keyFor(body.name, new Set(all.map((s) => s.key)));
      const before = all.filter((s) => phaseIndex(s.phase) <= phaseIndex(body.phase));
      const position = Math.max(0, ...before.map((s) => s.position)) + 1;
      const t = now();
      await list.add(
        {
          id: newId(),
          key,
          ...body,
          requiresNote: body.requiresNote ? 1 : 0,
          position,
          retiredAt: null,
          createdAt: t,
          updatedAt: t,
        },
        true,
      );
      return toStage(await list.get(key));
    },

    async update(key: string, body: { name?: string; requiresNote?: boolean }) {
      await list.get(key);
      const values: Record<string, unknown> = {};
      if (body.name !== undefined) values.name = body.name;
      if (body.requiresNote !== undefined) values.requiresNote = body.requiresNote ? 1 : 0;
      return toStage(await list.set(key, values));
    },

    /** Every live stage, once each, in its new order; retired ones follow, as they were. */
    async reorder(keys: string[]) {
      const all = await listStages(db, true);
      const live = all.filter((s) => !s.retiredAt).map((s) => s.key);
      if (
        keys.length !== live.length ||
        new Set(keys).size !== keys.length ||
        !keys.every((k) => live.includes(k))
      )
        throw badRequest(M.stageOrder, { keys: M.stageOrder });
      await list.reorder([...keys, ...all.filter((s) => s.retiredAt).map((s) => s.key)]);
      return listStages(db);
    },

    /** Retired: keeps its history; refused (409) while a live application is in it. */
    async retire(key: string) {
      const keepOne = async () => {
        if ((await listStages(db)).length <= 1)
          throw conflict(MESSAGES.validation, { key: 'Keep at least one stage' });
      };
      return toStage(await list.retire(key, keepOne));
    },

    restore: async (key: string) => toStage(await list.restore(key)),
  };
}
