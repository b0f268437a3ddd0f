import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DashboardQuerySchema,
  DashboardSummarySchema,
  DashboardSpeedSchema,
  NO_ENQUIRY_CHARTS,
  PERMISSIONS,
  SpeedQuerySchema,
  can,
  type DashboardSummary,
  type Role,
} from '@studydesk/contract';
import type { Db, Dialect } from '../../db/database';
import type { EnquiryCounts } from '../enquiries/enquiry-counts';
import { now } from '../../lib/ids';
import { report } from '../../lib/report';
import { requireAuth } from '../../plugins/auth';
import * as breakdowns from './breakdowns';
import { windows, type Windows } from './calendar';
import * as desk from './desk-figures';
import * as enq from './enquiry-figures';
import { funnelRoutes } from './funnel';
import { myWorkRoutes } from './my-work';
import { speedToLead } from './speed';
import * as team from './team-figures';

const NO_ENQUIRY_CARDS = {
  newEnquiries: null,
  enquiriesThisMonth: null,
  enquiriesLastMonth: null,
  followUpsDueToday: null,
  followUpsOverdue: null,
};

type Sources = { db: Db; dialect: Dialect; counts: EnquiryCounts };

async function enquiryPart({ db, dialect, counts }: Sources, w: Windows) {
  const [fresh, followUpCards, perDay, byCategory, countries, conversionByMonth, latest, today] =
    await Promise.all([
      enq.newEnquiries(counts),
      desk.followUpCards(counts, w),
      enq.perDay(counts, w),
      breakdowns.byCategory(counts),
      breakdowns.byCountry(counts),
      enq.conversionByMonth(counts, w),
      enq.latestEnquiries(db, dialect),
      desk.followUpsToday(db, w),
    ]);
  // The months end with this one, so the month cards are its last two totals, not two more counts.
  const cards = {
    newEnquiries: fresh,
    enquiriesThisMonth: conversionByMonth.at(-1)?.total ?? 0,
    enquiriesLastMonth: conversionByMonth.at(-2)?.total ?? 0,
  };
  return {
    cards: { ...cards, ...followUpCards },
    charts: { perDay, byCategory, ...countries, conversionByMonth },
    lists: { latestEnquiries: latest, followUpsToday: today },
  };
}

/** Everything the dashboard shows, computed in the database; what a role cannot read is null/empty. */
export async function summary(src: Sources, role: Role, today: string): Promise<DashboardSummary> {
  const { db } = src;
  const w = windows(today);
  const readsEnquiries = can(role, 'enquiries', 'read');
  const readsUsers = can(role, 'users', 'read');
  const [part, calls, catalogue, intakes, pending, active] = await Promise.all([
    readsEnquiries ? enquiryPart(src, w) : undefined,
    can(role, 'contacts', 'read') ? desk.openCallRequests(db) : null,
    desk.catalogueCards(db),
    can(role, 'intakes', 'read') ? desk.intakesClosingSoon(db, w) : [],
    readsUsers ? team.pendingRegistrations(db) : null,
    readsUsers ? team.activeStaff(db) : null,
  ]);
  return {
    today,
    cards: {
      ...NO_ENQUIRY_CARDS,
      ...part?.cards,
      openCallRequests: calls,
      pendingRegistrations: pending?.count ?? null,
      activeStaff: active,
      ...catalogue,
    },
    charts: part?.charts ?? NO_ENQUIRY_CHARTS,
    lists: {
      latestEnquiries: part?.lists.latestEnquiries ?? [],
      followUpsToday: part?.lists.followUpsToday ?? [],
      intakesClosingSoon: intakes,
      pendingRegistrations: pending?.rows ?? null,
    },
  };
}

export function dashboardRoutes(parent: FastifyInstance, src: Sources) {
  const { db } = src;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  myWorkRoutes(parent, db);
  funnelRoutes(parent, src);
  app.get(
    '/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Figures, charts and lists of the dashboard, for the caller’s role',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSummarySchema },
      },
    },
    (req, reply) => {
      const role = requireAuth(req).user.userType;
      const today = req.query.today ?? now().slice(0, 10);
      return report(db, reply, (d) => summary({ ...src, db: d }, role, today));
    },
  );
  app.get(
    '/dashboard/speed',
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags: ['dashboard'],
        summary: 'Speed to lead: time to first contact this week and last',
        querystring: SpeedQuerySchema,
        response: { 200: DashboardSpeedSchema },
      },
    },
    (req, reply) => report(db, reply, (d) => speedToLead(d, req.query.today ?? now().slice(0, 10))),
  );
}
