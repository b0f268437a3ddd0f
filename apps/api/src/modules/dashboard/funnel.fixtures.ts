import type { Db } from '../../db/database';
import type { ApplicationRow, EnquiryRow } from '../../db/schema';
import { enquiryMix } from '../../test/dashboard-fixtures';

type Lead = Partial<EnquiryRow> & { id: string; createdAt: string };
type Move = [from: string | null, to: string];

const ON = (day: string, hour = 10) => `2026-03-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const google = (utmCampaign: string) => ({ source: 'form', utmSource: 'google', utmCampaign });
const CONTACTED = { firstContactAt: ON('28') };

/**
 * Enquiries for the funnel test (range 1–31 March 2026), `asha` and `ravi` counsellors' ids:
 * e1 enrolled (every step in its history), e2 rejected after an offer (and a second, applied,
 * application), e3 put straight at visa granted (no history), e4 only shortlisted, e5 only a
 * deleted enrolled application, e6 withdrawn after preparing, e9 no application; e7 (before
 * the range), e8 (deleted) and e10 (the instant after the range) never count.
 */
export function funnelLeads(asha: string, ravi: string): Lead[] {
  const spring = { ...google('spring'), assignedTo: asha, country: 'Canada', ...CONTACTED };
  return [
    { id: 'e1', createdAt: ON('02'), ...spring, preferredIntake: 'September 2026' },
    { id: 'e2', createdAt: ON('03'), ...spring },
    {
      id: 'e3',
      createdAt: ON('04'),
      ...google('autumn'),
      assignedTo: ravi,
      country: 'UK',
      preferredIntake: 'September 2026',
      ...CONTACTED,
    },
    {
      id: 'e4',
      createdAt: ON('05'),
      source: 'form',
      assignedTo: ravi,
      country: null,
      ...CONTACTED,
    },
    { id: 'e5', createdAt: ON('01', 0), source: 'phone', country: '' },
    { id: 'e6', createdAt: ON('06'), ...spring },
    { id: 'e7', createdAt: '2026-02-10T10:00:00.000Z', ...spring },
    { id: 'e8', createdAt: ON('07'), ...spring, deletedAt: ON('08') },
    { id: 'e9', createdAt: ON('31', 23), ...spring },
    { id: 'e10', createdAt: '2026-04-01T00:00:00.000Z', ...spring },
  ];
}

/** Applications: [id, enquiry, current stage, its moves, deleted]. */
const APPS: [string, string, string, Move[], boolean][] = [
  [
    'a1',
    'e1',
    'enrolled',
    [
      [null, 'shortlisted'],
      ['shortlisted', 'submitted'],
      ['submitted', 'conditional_offer'],
      ['conditional_offer', 'accepted'],
      ['accepted', 'visa_applied'],
      ['visa_applied', 'enrolled'],
    ],
    false,
  ],
  [
    'a2',
    'e2',
    'rejected',
    [
      ['submitted', 'conditional_offer'],
      ['conditional_offer', 'rejected'],
    ],
    false,
  ],
  ['a2b', 'e2', 'submitted', [], false],
  ['a3', 'e3', 'visa_granted', [], false],
  ['a4', 'e4', 'shortlisted', [[null, 'shortlisted']], false],
  ['a5', 'e5', 'enrolled', [['shortlisted', 'enrolled']], true],
  ['a6', 'e6', 'withdrawn', [['preparing', 'withdrawn']], false],
  ['a7', 'e7', 'enrolled', [], false],
  ['a8', 'e8', 'enrolled', [], false],
];

/** A live application of `enquiry` at `stage`, made at `t`, with nothing else filled. */
export function applicationRow(
  id: string,
  enquiry: string,
  stage: string,
  t: string,
): ApplicationRow {
  const none = { intake: null, assignedTo: null, tuition: null, currency: null, remarks: null };
  return {
    ...{ id, enquiry, college: 'c1', course: 'k1', stage, stageAt: t, createdBy: null },
    ...none,
    ...{ offerType: null, acceptanceDeadline: null, depositAmount: null, depositDueDate: null },
    ...{ depositPaidDate: null, visaAppointmentDate: null, visaDecision: null },
    ...{ visaDecisionDate: null, commissionInvoicedDate: null, commissionInvoicedAmount: null },
    ...{ commissionReceivedDate: null, commissionReceivedAmount: null },
    deletedAt: null,
    createdAt: t,
    updatedAt: t,
  };
}

export async function seedFunnel(db: Db, asha: string, ravi: string) {
  const leads = funnelLeads(asha, ravi);
  const base = enquiryMix('2026-03-31', leads.length);
  await db
    .insertInto('enquiries')
    .values(
      leads.map((l, i) => ({
        ...base[i]!,
        deletedAt: null,
        ...l,
        enqNo: `F${i}`,
        updatedAt: l.createdAt,
      })),
    )
    .execute();
  const t = ON('20');
  const apps = APPS.map(([id, enquiry, stage, , deleted]) => ({
    ...applicationRow(id, enquiry, stage, t),
    deletedAt: deleted ? t : null,
  }));
  await db.insertInto('applications').values(apps).execute();
  const moves = APPS.flatMap(([id, , , list]) =>
    list.map(([from, to], i) => ({
      id: `${id}-${i}`,
      applicationId: id,
      from,
      to,
      by: null,
      at: t,
      note: null,
    })),
  );
  await db.insertInto('application_stage_changes').values(moves).execute();
}
