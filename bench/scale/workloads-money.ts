import { TODAY } from './seed';
import type { WriteFirst } from '../first-reads';
import { STAGE_MOVE, STAGE_MOVE_NOTE } from './stage-moves';
import type { Load, Workload } from './workload';

/** The money reports' target: p99 ≤ 100 ms at 10 connections. */
const MONEY: Load[] = [{ connections: 10, goal: { stat: 'p99', ms: 100 } }];
/** The commission summary's target: ≤ 50 ms (its p99) at 10 connections. */
const COMMISSION: Load[] = [{ connections: 10, goal: { stat: 'p99', ms: 50 } }];

const year = `from=${String(Number(TODAY.slice(0, 4)) - 1)}-${TODAY.slice(5, 7)}-01&to=${TODAY}&asOf=${TODAY}`;

const ASKED: Omit<Workload, 'id' | 'loads'>[] = [
  {
    title: 'money summary',
    note: `GET /api/money/summary for the year to ${TODAY}: fees received by month, office and counsellor, and outstanding by age, per currency and in base (1 enquiry in 10 invoiced, in two instalments)`,
    urls: [`/api/money/summary?${year}`],
  },
  {
    title: 'commission forecast',
    note: `GET /api/money/forecast?today=${TODAY}: every open application's expected commission × its stage's conversion from the stage history, by month of expected cash`,
    urls: [`/api/money/forecast?today=${TODAY}`],
  },
  {
    title: 'money at risk',
    note: `GET /api/money/at-risk?today=${TODAY}: conditional offers whose conditions or deposit are due within 14 days, with their commission`,
    urls: [`/api/money/at-risk?today=${TODAY}`],
  },
  {
    title: 'commission summary at 10',
    note: 'GET /api/applications/commission (all, and one intake) at 10 connections',
    urls: [
      '/api/applications/commission',
      '/api/applications/commission?intakeMonth=September&intakeYear=2026',
    ],
  },
];
const IDS = ['money', 'forecast', 'at-risk', 'commission-10'];
/** Each report's first URL (the in-process probe, first-read-probe.ts). */
export const REPORT_URLS = {
  money: ASKED[0]!.urls[0]!,
  forecast: ASKED[1]!.urls[0]!,
  commission: ASKED[3]!.urls[0]!,
};

/**
 * A payment of 0.01 recorded on one of 500 half-paid seeded invoices (seed-money.ts: n ≡ 13 mod
 * 20 owes its second instalment), through the API as the bench's admin: it changes the reports'
 * data version, so the request after it cannot be answered from a kept answer.
 */
export const PAYMENT: WriteFirst = {
  path: (i) => `/api/invoices/inv-${String(13 + 20 * (i % 500)).padStart(9, '0')}/payments`,
  body: () => ({ method: 'bank-transfer', amount: '0.01', date: TODAY }),
};
const AFTER_WRITE = ['money', 'forecast', 'at-risk', 'commission-10'];
/** What each report's `-after-write` workload writes first: something that report reads. */
const WRITES: Record<string, { write: WriteFirst; what: string }> = {
  forecast: { write: STAGE_MOVE, what: STAGE_MOVE_NOTE },
  'commission-10': { write: STAGE_MOVE, what: STAGE_MOVE_NOTE },
};
const PAID = { write: PAYMENT, what: 'a payment of 0.01 recorded through the API' };
/** The admin's workload with a write before each request (`-after-write`). */
const afterWrite = (w: Omit<Workload, 'id' | 'loads'>, id: string, goal: Load[]): Workload => {
  const { write, what } = WRITES[id] ?? PAID;
  return {
    ...w,
    id: `${id}-after-write`,
    title: `${w.title}, after a write`,
    note: `${w.note}; each request right after ${what} (not timed), a write it reads, so none is answered from a kept answer`,
    // One connection: the report's own cost after a write; ten: that, queued behind nine others'.
    loads: [{ ...goal[0]!, connections: 1 }, ...goal],
    writeFirst: write,
  };
};

/**
 * The money reports at 10 connections, each as an admin (every office) and as the head office's
 * manager (`-manager`, 36% of the records): the bench app queues reports instead of refusing
 * them (app-server.ts), so the p99 includes the wait for one of the gate's turns. The admin's
 * are also measured each right after a write (`-after-write`): what a busy agency's first read
 * costs, where the others measure reads answered from the kept answer.
 */
export const moneyWorkloads = (): Workload[] =>
  ASKED.flatMap((w, i) => {
    const id = IDS[i]!;
    const loads = id === 'commission-10' ? COMMISSION : MONEY;
    return [
      { ...w, id, loads },
      { ...w, id: `${id}-manager`, title: `${w.title}, manager`, loads, as: 'manager' as const },
      ...(AFTER_WRITE.includes(id) ? [afterWrite(w, id, loads)] : []),
    ];
  });
