import type { Kysely, RawBuilder } from 'kysely';
import type { AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';

type Ex = Kysely<Database>;

/** An enquiry of a batch, before its number is taken. */
export type BatchEnquiry = {
  /** Its index among the batch's rows (PostgreSQL's one statement joins on it). */
  job: number;
  id: string;
  /** Who logged it; null: the public form. */
  by: string | null;
  email: string;
  fName: string;
  lName: string;
  /** The owner it was given, if any. */
  assignedTo?: string | null;
  /** Written by an import: the import reports once for all of them. */
  imported: boolean;
  officeId: string;
};
/** An enquiry a batch wrote, with its number. */
export type WrittenEnquiry = BatchEnquiry & { enqNo: string };

/** The CTE of PostgreSQL's one-statement batch that a hook's CTEs may read the rows from. */
export const BATCH_ROWS = {
  cte: 'j',
  /** The job's index + 1. */
  ord: 'ord',
  /** Its number, taken by the statement. */
  number: 'enqNo',
} as const;

/** What a hook adds to PostgreSQL's one-statement batch (its CTEs may read `BATCH_ROWS`). */
export type StatementPart = {
  /** True while what the part was made from still holds: the statement writes nothing if not. */
  guard: RawBuilder<boolean>;
  /** CTEs that follow the statement's own, each as `, name as (...)`. */
  ctes: RawBuilder<unknown>;
  /** What the final select joins (`cross join x`), so a CTE that only reads still runs. */
  joins: RawBuilder<unknown>;
  /** Called once the statement wrote, or found the guard false (`written` false). */
  settled(written: boolean): void;
};

/**
 * What another module does when enquiries are inserted, in the same transaction (or the same
 * statement), so nothing it adds exists without its enquiry or the other way round. The insert
 * path only records what happened; hooks decide what follows from it.
 */
export type InsertHook = {
  /** Whether the batch must run in a transaction for this hook (it reads what was written). */
  needsTransaction(batch: BatchEnquiry[]): boolean;
  /** PostgreSQL's one statement: this hook's part, undefined when it has nothing to add. */
  statementPart(db: Ex, batch: BatchEnquiry[]): Promise<StatementPart | undefined>;
  /** In the batch's transaction once its rows are written (`notices`: owners told of them). */
  afterInsert(ex: Ex, written: WrittenEnquiry[], notices: AssignedNotice[]): Promise<void>;
};

/** The hooks one app runs on every enquiry insert; other modules register into it at start. */
export type InsertHooks = {
  register(hook: InsertHook): void;
  readonly list: readonly InsertHook[];
};

export function createInsertHooks(): InsertHooks {
  const list: InsertHook[] = [];
  return { register: (hook) => void list.push(hook), list };
}
