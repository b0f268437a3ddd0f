import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, MyWorkSchema, type MyWork } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { liveIn } from '../../lib/crud/live';
import { filterOffice, viewerOffices } from '../../lib/scope/offices';
import { now } from '../../lib/ids';
import { requireAuth } from '../../plugins/auth';
import { pastOfficeTarget } from '../enquiries/past-target';
import { responseTargets } from '../offices/office-settings.store';
import { addDays } from './calendar';
import { weekStart } from './speed';

type Counted = { executeTakeFirstOrThrow: () => Promise<{ n: string | number }> };
const count = async (q: Counted) => Number((await q.executeTakeFirstOrThrow()).n);

/*
 * A staff member's own work, each figure counted with the filters of the list it
 * links to: the enquiries list (`owner=me` with `contacted=no`, `pastTarget`, `contactedSince`)
 * and the follow-up queue (`assignedTo`: open follow-ups of live enquiries, by next contact date).
 * Each lead is past its own office's target; the figure's label names the strictest of theirs.
 * "Live" is said as SQLite's planner needs it (`liveIn`), so each count starts from the user's
 * own students rather than every live student of their office.
 */
export async function myWork(db: Db, me: string, today: string): Promise<MyWork> {
  const target = (await responseTargets(db)).strictest(viewerOffices());
  const from = weekStart(today);
  const enquiries = () =>
    filterOffice(db, db.selectFrom('enquiries'), 'enquiries.officeId')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('assignedTo', '=', me)
      .where(liveIn(db, 'deletedAt'));
  const waiting = () => enquiries().where('firstContactAt', 'is', null);
  const followUps = (op: '=' | '<') =>
    filterOffice(
      db,
      db.selectFrom('followups as f').innerJoin('enquiries as e', 'e.id', 'f.enquiry'),
      'e.officeId',
    )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(liveIn(db, 'f.doneAt'))
      .where(liveIn(db, 'e.deletedAt'))
      .where('e.assignedTo', '=', me)
      .where('f.nextContactDate', op, today);
  const [leadsWaiting, leadsPastTarget, followUpsDueToday, followUpsOverdue, contactedThisWeek] =
    await Promise.all([
      count(waiting()),
      count(waiting().where(pastOfficeTarget(db))),
      count(followUps('=')),
      count(followUps('<')),
      count(enquiries().where('firstContactAt', '>=', from)),
    ]);
  return {
    today,
    week: { from, to: addDays(from, 6) },
    responseTargetMinutes: target,
    leadsWaiting,
    leadsPastTarget,
    followUpsDueToday,
    followUpsOverdue,
    contactedThisWeek,
  };
}

/** GET /dashboard/mine: any signed-in staff member, their own figures only. */
export function myWorkRoutes(parent: FastifyInstance, db: Db) {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/mine',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s own work: leads waiting, follow-ups due, contacted this week',
        querystring: DashboardQuerySchema,
        response: { 200: MyWorkSchema },
      },
    },
    (req) => myWork(db, requireAuth(req).user._id, req.query.today ?? now().slice(0, 10)),
  );
}
