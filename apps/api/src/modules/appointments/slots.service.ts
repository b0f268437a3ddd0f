import { BOOKING_NOTICE_MINUTES, OWNER_ROLES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { availabilityOf } from './availability.store';
import { blocksOf, openings, type Opening } from './slots';

const MINUTE = 60_000;
/** The longest session there is: blocks are read this far either side of a range. */
const MARGIN = 4 * 60 * MINUTE;

export type FindSlots = {
  counsellor?: string;
  office?: string;
  minutes: number;
  from: number;
  to: number;
  /** Also the times already booked (to tell "taken" from "never offered"). */
  withTaken?: boolean;
  /** Also times sooner than the notice (staff asking whether a time is within someone's hours). */
  anyTime?: boolean;
};

/** The people who can be booked: one named, else everyone active with hours stored. */
async function bookable(db: Db, counsellor?: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_availability as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select('u.id')
    .where('u.status', '=', 'active')
    .where('u.userType', 'in', OWNER_ROLES)
    .$if(counsellor !== undefined, (qb) => qb.where('u.id', '=', counsellor!))
    .orderBy('u.createdAt')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

async function activeZones(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('offices')
    .select(['id', 'timeZone'])
    .where('retiredAt', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

/** The quarter-hours held by live sessions of these people around [from, to). */
async function takenBlocks(db: Db, people: string[], from: number, to: number) {
  if (people.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('appointment_blocks')
    .select(['counsellorId', 'blockAt'])
    .where('counsellorId', 'in', people)
    .where('blockAt', '>=', new Date(from - MARGIN).toISOString())
    .where('blockAt', '<', new Date(to + MARGIN).toISOString())
    .execute();
  return new Set(rows.map((r) => `${r.counsellorId}|${r.blockAt}`));
}

/**
 * The times that can be booked: each person's weekly hours minus their time off and the
 * sessions they hold, none sooner than the notice, ordered by start then by person.
 */
export function createSlotFinder(db: Db, clock: () => number = Date.now) {
  return async function find(ask: FindSlots): Promise<Opening[]> {
    const people = await bookable(db, ask.counsellor);
    const [stored, zones, taken] = await Promise.all([
      availabilityOf(db, people),
      activeZones(db),
      ask.withTaken ? new Set<string>() : takenBlocks(db, people, ask.from, ask.to),
    ]);
    const earliest = ask.anyTime ? -Infinity : clock() + BOOKING_NOTICE_MINUTES * MINUTE;
    const free = people.flatMap((counsellor) =>
      openings(stored.get(counsellor)!, zones, { ...ask, counsellor, earliest }).filter(
        (o) =>
          (ask.office === undefined || o.office === ask.office) &&
          blocksOf(o.start, o.end).every((b) => !taken.has(`${counsellor}|${b}`)),
      ),
    );
    const order = new Map(people.map((p, k) => [p, k]));
    return free.sort(
      (a, b) => a.start - b.start || order.get(a.counsellor)! - order.get(b.counsellor)!,
    );
  };
}
export type SlotFinder = ReturnType<typeof createSlotFinder>;
