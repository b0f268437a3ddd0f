import {
  QUEUE_SECTIONS,
  type FollowUpQueue,
  type FollowUpQueueItem,
  type FollowUpQueueQuery,
  type QueueSection,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';

/*
 * The work queue: open follow-ups (not done) of live enquiries, in sections Overdue, Today,
 * Upcoming, No date. One pager runs over the sections in that order: each section is counted,
 * and a page takes its rows from the sections it overlaps, each read in index order
 * (followups_open: doneAt, nextContactDate, createdAt, id).
 */
export function createFollowUpQueue(db: Db) {
  const open = (q: FollowUpQueueQuery) => {
    let qb = db
      .selectFrom('followups as f')
      .innerJoin('enquiries as e', 'e.id', 'f.enquiry')
      .where('f.doneAt', 'is', null)
      .where('e.deletedAt', 'is', null);
    if (q.assignedTo) qb = qb.where('e.assignedTo', '=', q.assignedTo);
    return scopeOffice(qb, 'e.officeId');
  };
  type Open = ReturnType<typeof open>;

  const inSection = (qb: Open, s: QueueSection, today: string): Open => {
    if (s === 'noDate') return qb.where('f.nextContactDate', 'is', null);
    const op = { overdue: '<', today: '=', upcoming: '>' } as const;
    return qb.where('f.nextContactDate', op[s], today);
  };

  async function rows(qb: Open, section: QueueSection, offset: number, limit: number) {
    const found = await qb
      .leftJoin('users as a', 'a.id', 'e.assignedTo')
      .select(['f.id as _id', 'f.followUpDetails as details', 'f.nextContactDate', 'f.createdAt'])
      .select(['e.id as enquiry', 'e.enqNo', 'e.fName', 'e.lName', 'e.mobile', 'e.email'])
      .select(['e.status as enquiryStatus', 'e.assignedTo', 'a.fname', 'a.lname'])
      .orderBy('f.nextContactDate')
      .orderBy('f.createdAt')
      .orderBy('f.id')
      .offset(offset)
      .limit(limit)
      .execute();
    return found.map(({ fName, lName, fname, lname, ...r }) => ({
      ...r,
      section,
      name: fullName(fName, lName) ?? '',
      assignedToName: fullName(fname, lname),
      enquiryStatus: r.enquiryStatus as FollowUpQueueItem['enquiryStatus'],
    }));
  }

  return async function queue(q: FollowUpQueueQuery): Promise<FollowUpQueue> {
    const today = q.today ?? now().slice(0, 10);
    const counts = await Promise.all(
      QUEUE_SECTIONS.map(async (s) => {
        const r = await inSection(open(q), s, today)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(r.n);
      }),
    );
    const data: FollowUpQueueItem[] = [];
    let skip = (q.page - 1) * q.limit;
    for (const [i, s] of QUEUE_SECTIONS.entries()) {
      const count = counts[i]!;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const want = q.limit - data.length;
      if (want <= 0) break;
      data.push(...(await rows(inSection(open(q), s, today), s, skip, want)));
      skip = 0;
    }
    const [overdue, todayCount, upcoming, noDate] = counts as [number, number, number, number];
    return {
      data,
      count: overdue + todayCount + upcoming + noDate,
      sections: { overdue, today: todayCount, upcoming, noDate },
    };
  };
}
