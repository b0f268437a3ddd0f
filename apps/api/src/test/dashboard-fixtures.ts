import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES } from '@studydesk/contract';
import type { Db } from '../db/database';
import type { EnquiryRow, FollowUpRow, IntakeRow } from '../db/schema';
import { phoneKeys } from '../lib/search/terms';
import { addDays } from '../modules/dashboard/calendar';

// 'Other' is a real answer too: the summary's buckets must not be confused with it.
export const COUNTRIES = [...[...'ABCDEFGHIJKL'].map((c) => `Land ${c}`), 'Other'];

/** A deterministic mix of enquiries over 400 days before `today`, some deleted, some without a country. */
export function enquiryMix(today: string, count: number): EnquiryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const created = `${addDays(today, -((i * 7) % 400))}T${String(i % 24).padStart(2, '0')}:15:00.000Z`;
    return {
      id: `enq-${i}`,
      enqNo: `T${String(i).padStart(6, '0')}`,
      fName: `Name${i}`,
      lName: 'Test',
      email: `e${i}@example.com`,
      mobile: '+91 9876543210',
      ...phoneKeys('+91 9876543210'),
      location: null,
      country:
        i % 11 === 0
          ? null
          : i % 13 === 0
            ? ''
            : COUNTRIES[i % 3 === 0 ? 0 : i % COUNTRIES.length]!,
      course: null,
      college: null,
      category: ENQUIRY_CATEGORIES[i % ENQUIRY_CATEGORIES.length]!,
      preferredIntake: null,
      message: null,
      source: 'form',
      leadQuality: null,
      status: ENQUIRY_STATUSES[(i * 3) % ENQUIRY_STATUSES.length]!,
      assignedTo: null,
      remarks: null,
      duplicateOf: null,
      mergedInto: null,
      firstContactAt: null,
      ...{ pageUrl: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
      deletedAt: i % 13 === 0 ? created : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

const OPEN_TASK = { kind: 'task', outcome: null, result: null, doneAt: null, doneBy: null };

/** Follow-ups on the first enquiries, due from 5 days ago to 5 days ahead (some undated). */
export function followUpMix(today: string, enquiries: EnquiryRow[]): FollowUpRow[] {
  return enquiries.slice(0, 40).map((e, i) => ({
    id: `fu-${i}`,
    enquiry: e.id,
    followUpDetails: `Call back ${i}`,
    nextContactDate: i % 9 === 0 ? null : addDays(today, (i % 11) - 5),
    status: null,
    remarks: null,
    createdBy: null,
    ...OPEN_TASK,
    createdAt: `${today}T00:00:0${i % 10}.000Z`,
    updatedAt: `${today}T00:00:00.000Z`,
  }));
}

/** Intakes of one college with deadlines from 10 days ago to 50 ahead, in every state. */
export function intakeMix(today: string, college: string): IntakeRow[] {
  return Array.from({ length: 24 }, (_, i) => ({
    id: `in-${i}`,
    college,
    intakeMonth: 'September',
    intakeYear: 2026 + (i % 2),
    deadlineDate: addDays(today, i * 3 - 10),
    status: i % 5 === 0 ? 'closed' : 'open',
    visible: i % 7 === 0 ? 0 : 1,
    deletedAt: i % 8 === 0 ? `${today}T00:00:00.000Z` : null,
    createdAt: `${today}T00:00:00.000Z`,
    updatedAt: `${today}T00:00:00.000Z`,
  }));
}

export async function insertMix(
  db: Db,
  rows: { e: EnquiryRow[]; f: FollowUpRow[]; i: IntakeRow[] },
) {
  await db.insertInto('enquiries').values(rows.e).execute();
  await db.insertInto('followups').values(rows.f).execute();
  await db.insertInto('intakes').values(rows.i).execute();
  const statuses = ['new', 'read', 'closed', 'new', 'closed', 'read', 'new'];
  await db
    .insertInto('contacts')
    .values(
      statuses.map((status, i) => ({
        id: `c-${i}`,
        name: `Caller ${i}`,
        email: `c${i}@example.com`,
        mobile: null,
        message: 'Please call',
        preferredTime: null,
        status,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      })),
    )
    .execute();
}
