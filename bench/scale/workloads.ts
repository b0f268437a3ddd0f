import { FIRST, LAST, personOf } from '../seed';
import { searchQueries } from '../search';
import { COUNSELLORS, TODAY, counsellorId } from './seed';
import { applicationWorkloads } from './workloads-applications';
import { moneyWorkloads } from './workloads-money';
import { CROWD, LIST, REPORT, type Workload } from './workload';

const list = (q: string) => `/api/enquiries?${q}`;
const people = (rows: number) =>
  Array.from({ length: 10 }, (_, k) => personOf(Math.floor(((k + 0.37) * rows) / 10)));

export function workloads(rows: number): Workload[] {
  return [
    {
      id: 'newest',
      title: 'newest page',
      note: 'page 1 of 25, newest first, no filter',
      urls: [list('page=1&limit=25')],
      loads: [...LIST, CROWD],
    },
    {
      id: 'status',
      title: 'status-filtered page',
      note: 'status=active (20% of rows), page 1 of 25, newest first',
      urls: [list('status=active&page=1&limit=25')],
      loads: [...LIST, CROWD],
    },
    {
      id: 'name',
      title: 'name search',
      note: `q=first and last name (10 people cycled; 1 in ${FIRST.length * LAST.length} rows has each name: about ${Math.round(rows / FIRST.length / LAST.length)} matches at this size)`,
      urls: people(rows).map((p) =>
        list(`q=${encodeURIComponent(`${p.fName} ${p.lName}`)}&page=1&limit=25`),
      ),
      loads: [...LIST, CROWD],
    },
    {
      id: 'phone',
      title: 'phone search',
      note: 'q=a mobile number as staff type it (10 cycled, one match each)',
      urls: people(rows).map((p) => list(`q=${encodeURIComponent(p.mobile)}&page=1&limit=25`)),
      loads: LIST,
    },
    {
      id: 'assignee',
      title: 'assignee filter',
      note: `assignedTo=one of ${COUNSELLORS} counsellors (4% of rows each, cycled), page 1 of 25`,
      urls: Array.from({ length: COUNSELLORS }, (_, k) =>
        list(`assignedTo=${counsellorId(k)}&page=1&limit=25`),
      ),
      loads: [...LIST, CROWD],
    },
    {
      id: 'page400',
      title: 'page 400',
      note: 'page=400&limit=25 (rows 9,976–10,000), newest first, no filter',
      urls: [list('page=400&limit=25')],
      loads: [...LIST, CROWD],
    },
    {
      id: 'search',
      title: 'header search',
      note: 'GET /api/search as an admin (enquiries, call requests, colleges, courses; 5 each), cycling names, partial names, phones, enquiry numbers and an e-mail',
      urls: searchQueries(rows).map((q) => `/api/search?q=${encodeURIComponent(q)}`),
      loads: REPORT,
    },
    {
      id: 'dashboard',
      title: 'dashboard summary',
      note: `GET /api/dashboard/summary?today=${TODAY} as an admin (every card, chart and list)`,
      urls: [`/api/dashboard/summary?today=${TODAY}`],
      loads: REPORT,
    },
    ...applicationWorkloads(rows),
    ...moneyWorkloads(),
  ];
}
