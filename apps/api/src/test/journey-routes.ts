import type { Database } from '../db/schema';

/*
 * The student journey's routes as the route table spells them, and the tables their
 * writes reach: the hostile-input and access tests walk exactly these.
 */
const JOURNEY = [
  /^\/api\/applications(\/|$)/,
  /^\/api\/application-stages(\/|$)/,
  /^\/api\/enquiries\/:id\/(applications|shortlist)$/,
  /^\/api\/college\/:id\/commission$/,
  /^\/api\/dashboard\/funnel$/,
  /^\/api\/due$/,
];
export const isJourneyRoute = (url: string) => JOURNEY.some((re) => re.test(url));

/** The tables of the student journey's own records. */
export const APPLICATION_TABLES = [
  'applications',
  'application_stages',
  'application_stage_changes',
  'application_conditions',
  'college_commissions',
] as const satisfies readonly (keyof Database)[];
export const JOURNEY_TABLES = [
  'enquiries',
  'intakes',
  'colleges',
  'courses',
  'settings',
  'events',
  'record_changes',
  ...APPLICATION_TABLES,
] as const satisfies readonly (keyof Database)[];

/** Every journey route: a new one must be named here, so the tests that walk them reach it. */
export const JOURNEY_ROUTES = [
  'GET /api/applications',
  'POST /api/applications',
  'GET /api/applications/board',
  'GET /api/applications/export',
  'GET /api/applications/commission',
  'GET /api/applications/:id',
  'PATCH /api/applications/:id',
  'DELETE /api/applications/:id',
  'POST /api/applications/:id/restore',
  'PATCH /api/applications/:id/stage',
  'POST /api/applications/:id/conditions',
  'PATCH /api/applications/:id/conditions/:conditionId',
  'DELETE /api/applications/:id/conditions/:conditionId',
  'GET /api/applications/:id/commission',
  'PATCH /api/applications/:id/commission',
  'GET /api/enquiries/:id/applications',
  'GET /api/enquiries/:id/shortlist',
  'GET /api/application-stages',
  'POST /api/application-stages',
  'PUT /api/application-stages/order',
  'PATCH /api/application-stages/:key',
  'DELETE /api/application-stages/:key',
  'POST /api/application-stages/:key/restore',
  'GET /api/college/:id/commission',
  'PUT /api/college/:id/commission',
  'GET /api/dashboard/funnel',
  'GET /api/due',
] as const;
