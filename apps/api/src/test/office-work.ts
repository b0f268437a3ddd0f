import { collegeInput, collegeRefs, createRecord, enquiryInput } from './fixtures';
import type { TestApp } from './harness';
import { officeHelpers } from './offices';

type Member = { id: string; token: string };
export type OfficeWork = {
  a: string;
  b: string;
  admin: string;
  managerA: Member;
  managerB: Member;
  /** A counsellor of both offices: every enquiry below is theirs. */
  counsellorAB: Member;
  counsellorB: Member;
  /** Per office, each enquiry with its application and follow-up (due today). */
  work: Record<'a' | 'b', { enquiry: string; application: string; followUp: string }[]>;
};

/** A lead from `office`'s website form: the bell tells of these (not of staff's own). */
export async function postLead(t: TestApp, n: number, office: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: { ...enquiryInput(n), office },
  });
  if (res.statusCode !== 201) throw new Error(`lead: ${res.statusCode} ${res.body}`);
}

/**
 * Two offices: A (the default) with two enquiries, B with one, each with an application at a
 * college of its own and a follow-up due today, all owned by one counsellor of both offices;
 * a manager of each office and a counsellor of B besides. Different counts per office, so a
 * figure of the wrong scope shows.
 */
export async function officeWork(t: TestApp, today: string): Promise<OfficeWork> {
  const admin = await t.tokenFor('admin');
  const h = officeHelpers(t, admin);
  const a = (await h.list()).find((o) => o.isDefault)!._id;
  const b = (await h.office('Pune'))._id;
  const counsellorAB = await h.member('counsellor', [a, b]);
  let n = 0;
  const one = async (office: string) => {
    n += 1;
    const body = { ...enquiryInput(n), source: 'phone', office, assignedTo: counsellorAB.id };
    const enquiry = await createRecord(t, admin, '/api/enquiries', body);
    const refs = await collegeRefs(t, admin, 900 + n);
    const college = await createRecord(t, admin, '/api/college', collegeInput(n, refs));
    const application = await createRecord(t, admin, '/api/applications', {
      enquiry,
      college,
      course: refs.course,
    });
    const followUp = await createRecord(t, admin, '/api/followUp', {
      enquiry,
      followUpDetails: `Call back ${n}`,
      nextContactDate: today,
    });
    return { enquiry, application, followUp };
  };
  const work = { a: [await one(a), await one(a)], b: [await one(b)] };
  return {
    a,
    b,
    admin,
    managerA: await h.member('manager', [a]),
    managerB: await h.member('manager', [b]),
    counsellorAB,
    counsellorB: await h.member('counsellor', [b]),
    work,
  };
}
