import { COLLEGES, collegeId } from './seed-applications';
import { COUNSELLOR, TODAY } from './seed';
import { LIST, REPORT, type Load, type Workload } from './workload';

const month = TODAY.slice(0, 7);
const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
  .toISOString()
  .slice(0, 10);

/** The board: p99 ≤ 100 ms at 10 connections, over 300,000 applications at 1M. */
const BOARD: Load[] = [{ connections: 10, goal: { stat: 'p99', ms: 100 } }];
/** The funnel from kept counts: p99 ≤ 50 ms at 10 connections. */
const FUNNEL: Load[] = [{ connections: 10, goal: { stat: 'p99', ms: 50 } }];

/** The applications' rows: the board, the application list, the commission summary and the funnel (0.3 applications an enquiry). */
export const applicationWorkloads = (rows: number): Workload[] => [
  {
    id: 'board',
    title: 'applications board',
    note: `GET /api/applications/board as an admin (All): 13 columns, each its count and first 20 cards, over ${(rows * 0.3).toLocaleString('en')} applications`,
    urls: ['/api/applications/board'],
    loads: BOARD,
  },
  {
    id: 'board-mine',
    title: 'applications board, Mine',
    note: `GET /api/applications/board?owner=mine as a counsellor (${COUNSELLOR.id}, who owns 1 in 17 applications): 13 columns, counts and first 20 cards`,
    urls: ['/api/applications/board?owner=mine'],
    loads: BOARD,
    as: 'counsellor',
  },
  {
    id: 'applications',
    title: 'application list',
    note: 'GET /api/applications?page=1&limit=25 as an admin: newest first, with the exact total',
    urls: ['/api/applications?page=1&limit=25'],
    loads: LIST,
  },
  {
    id: 'applications-filtered',
    title: 'application list, filtered',
    note: `GET /api/applications filtered by college (one of ${COLLEGES}, cycled) or by stage (submitted; offer phase), page 1 of 25 with the total`,
    urls: [
      ...[7, 42, 99].map((c) => `/api/applications?college=${collegeId(c)}&page=1&limit=25`),
      '/api/applications?stage=submitted&page=1&limit=25',
      '/api/applications?phase=offer&page=1&limit=25',
    ],
    loads: LIST,
  },
  {
    id: 'commission',
    title: 'commission summary',
    note: `GET /api/applications/commission as an admin: expected / claimable / invoiced / received by intake, college and currency, with totals per currency, over every live application (${COLLEGES} colleges, 3 in 4 with a rule); and for one intake (September 2026)`,
    urls: [
      '/api/applications/commission',
      '/api/applications/commission?intakeMonth=September&intakeYear=2026',
    ],
    // A report, as the dashboard's summary: its own latency (one connection) and at 10.
    loads: REPORT,
  },
  {
    id: 'funnel',
    title: 'funnel by campaign',
    note: `GET /api/dashboard/funnel?from=${month}-01&to=${lastDay}&by=campaign as an admin: the month's enquiries → contacted → applied → … → enrolled per UTM campaign`,
    urls: [`/api/dashboard/funnel?from=${month}-01&to=${lastDay}&by=campaign`],
    loads: FUNNEL,
  },
];
