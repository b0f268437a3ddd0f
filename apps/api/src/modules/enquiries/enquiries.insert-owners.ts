import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { EventBus } from '../events/event-bus';
import { officesOfUsers } from '../offices/offices.store';
import { giveUnowned } from '../ownership/claim';
import { nextInTurn } from '../ownership/round-robin';
import type { Earlier } from './enquiries.numbering';

/** What these need of an enquiry being inserted. */
type Job = {
  id: string;
  email: string;
  mobile: string;
  input: { assignedTo?: string | null };
  /** Turns go round the counsellors of the enquiry's office. */
  officeId?: string;
};

/** The turns `turn` asks for, taken office by office (one pointer per office). */
async function turnsByOffice(trx: Kysely<Database>, jobs: Job[], turn: boolean[]) {
  const wanted = new Map<string | undefined, number>();
  jobs.forEach((j, k) => turn[k] && wanted.set(j.officeId, (wanted.get(j.officeId) ?? 0) + 1));
  const taken = new Map<string | undefined, string[]>();
  for (const [office, n] of wanted) taken.set(office, await nextInTurn(trx, n, office));
  return taken;
}

/**
 * Each enquiry's `duplicateOf`: the first recent live one from the same e-mail or mobile.
 * A stored one is always older than the batch; failing that, an earlier one in the batch is
 * the first, as it would be had they been inserted one after another. Without `stored`, the
 * batch's own (PostgreSQL looks for stored ones in its statement).
 */
export function duplicatesOf(jobs: Job[], stored: ({ id: string } | undefined)[] = []) {
  const firstWith = new Map<string, number>();
  return jobs.map((c, k) => {
    const keys = [`email\n${c.email}`, `mobile\n${c.mobile}`].filter((x) => !x.endsWith('\n'));
    const earlier = keys.map((x) => firstWith.get(x)).filter((i) => i !== undefined);
    keys.forEach((x) => firstWith.set(x, firstWith.get(x) ?? k));
    return stored[k]?.id ?? (earlier.length > 0 ? jobs[Math.min(...earlier)]!.id : null);
  });
}

/**
 * Each enquiry's owner: the one given; else, waiting for a turn, the owner of the recent
 * enquiry it repeats (`held`: a stored one's owner; an earlier one in the batch: whatever that
 * one gets), or the counsellor in turn; else nobody. Turns are taken together, once.
 */
export async function ownersOf(
  trx: Kysely<Database>,
  jobs: Job[],
  waiting: boolean[],
  dups: (string | null)[],
  held: (string | null)[] = [],
) {
  const at = new Map(jobs.map((j, k) => [j.id, k]));
  // an earlier one of the batch lends its owner only to a repeat of the same office
  const inBatch = (k: number) => {
    const earlier = at.get(dups[k] ?? '');
    return earlier !== undefined && jobs[earlier]!.officeId === jobs[k]!.officeId
      ? earlier
      : undefined;
  };
  const turn = waiting.map((w, k) => w && !held[k] && inBatch(k) === undefined);
  const turns = await turnsByOffice(trx, jobs, turn);
  const owners: (string | null)[] = [];
  jobs.forEach((j, k) => {
    const earlier = inBatch(k);
    const repeat = held[k] || (earlier === undefined ? null : owners[earlier]!);
    const given = j.input.assignedTo ?? null;
    const mine = turns.get(j.officeId);
    owners.push(given ?? (!waiting[k] ? null : turn[k] ? (mine?.shift() ?? null) : repeat));
  });
  return owners;
}

/**
 * What a repeat takes from the stored enquiry it repeats, by a transfer's rule: its owner
 * (`held`) only if they work in the new lead's office, and a turn shared back (`sharing`) only
 * with one of the same office. Otherwise the lead waits for its own office's turn.
 */
export async function inOffice(
  trx: Kysely<Database>,
  jobs: Job[],
  stored: (Earlier | undefined)[],
) {
  const owners = [...new Set(stored.flatMap((s) => (s?.assignedTo ? [s.assignedTo] : [])))];
  const offices = await officesOfUsers(trx, owners);
  const works = (user: string, k: number) => offices.get(user)?.includes(jobs[k]!.officeId ?? '');
  return {
    held: stored.map((s, k) => (s?.assignedTo && works(s.assignedTo, k) ? s.assignedTo : null)),
    sharing: stored.map((s, k) => (s?.officeId === jobs[k]!.officeId ? s : undefined)),
  };
}

const CLOSED = ['converted', 'closed'];

/**
 * A person's open enquiries share one owner: where a turn was taken for a returning person
 * whose open earlier enquiry has no owner, that one gets the same owner (as round-robin's).
 * When another request gave it an owner first, the new one follows that owner instead.
 */
export async function shareTurns(
  trx: Transaction<Database>,
  bus: EventBus,
  stored: (Earlier | undefined)[],
  waiting: boolean[],
  owners: (string | null)[],
) {
  const shared = [...owners];
  for (const [k, s] of stored.entries()) {
    const owner = shared[k];
    if (!s || s.assignedTo || !waiting[k] || !owner || CLOSED.includes(s.status)) continue;
    if (await giveUnowned(trx, bus, s.id, owner, null)) continue;
    const now = await trx
      .selectFrom('enquiries')
      .select('assignedTo')
      .where('id', '=', s.id)
      .executeTakeFirst();
    shared[k] = now?.assignedTo ?? owner;
  }
  return shared;
}
