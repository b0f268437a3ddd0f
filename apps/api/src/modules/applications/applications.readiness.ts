import {
  APPLICATION_MESSAGES as M,
  needsDocument,
  type Application,
  type ApplicationPhase,
  type ApplicationStage,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { studentChecklist } from '../documents/checklist.load';
import { studentDocuments } from '../documents/documents.read';

/** Phases a student should not reach with documents missing or the offer still conditional. */
const GUARDED: readonly ApplicationPhase[] = ['visa', 'enrolled'];

/**
 * What is still missing for `app` to move into `phase`, in words: each document its checklist
 * would then require that is missing or rejected, and a conditional offer. Empty when nothing
 * is, or when the phase is not guarded.
 */
export async function missingFor(
  db: Db,
  app: Application,
  phase: ApplicationPhase,
): Promise<string[]> {
  if (!GUARDED.includes(phase)) return [];
  const college = await db
    .selectFrom('colleges')
    .select('country')
    .where('id', '=', app.college)
    .executeTakeFirst();
  const there = { enquiry: app.enquiry, country: college?.country ?? null, phase };
  const docs = await studentDocuments(db, app.enquiry);
  const lines = await studentChecklist(db, app.enquiry, docs, [there]);
  const missing = lines
    .filter((l) => needsDocument(l.state))
    .map((l) => M.documentMissing(l.type.name, l.state));
  return app.offerType === 'conditional' ? [...missing, M.offerConditional] : missing;
}

/**
 * The offer type a stage of the offer phase implies, from its name or key ("Unconditional
 * offer", "conditional_offer"); undefined when it says neither (the offer stays as it is).
 */
export function offerTypeOf(stage: ApplicationStage) {
  if (stage.phase !== 'offer') return undefined;
  const words = `${stage.key} ${stage.name}`.toLowerCase();
  if (/\bunconditional/.test(words)) return 'unconditional' as const;
  if (/\bconditional/.test(words)) return 'conditional' as const;
  return undefined;
}
