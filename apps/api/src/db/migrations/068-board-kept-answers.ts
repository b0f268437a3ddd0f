import type { Kysely } from 'kysely';
import { createReportTriggers, dropReportTriggers, type Watched } from './051-report-changes';

/*
 * The applications board is kept until a write to what it reads (lib/kept-answer.ts), under the
 * version the money reports use: their watched tables hold most of what a card shows (the
 * application, its student, owner, college, intake, stage and conditions). These are the rest:
 * the course's title, and the documents and requirements a card's "missing documents" counts.
 */
export const BOARD_WATCHED: Watched = [
  ['courses'],
  ['documents'],
  ['document_requirements'],
  ['document_types'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReportTriggers(db, BOARD_WATCHED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropReportTriggers(db, BOARD_WATCHED);
}
