import type { EnquiryPublicCreate } from '@studydesk/contract';
import { bearer, type TestApp } from './harness';

/** A valid public enquiry; n makes its name, e-mail and mobile unique. */
export const enquiryInput = (n: number): EnquiryPublicCreate => ({
  fName: `Asha${String(n).padStart(4, '0')}`,
  lName: 'Verma',
  email: `asha${n}@example.com`,
  mobile: `+91 98${String(n).padStart(8, '0')}`,
  category: 'Postgraduate',
  course: 'MSc Data Science',
  country: 'Canada',
  consent: true,
});

/** Posts a public enquiry and returns the stored record's id (looked up as staff). */
export async function createEnquiry(t: TestApp, admin: string, n: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    payload: enquiryInput(n),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const { enqNo } = res.json<{ enqNo: string }>();
  const found = await t.app.inject({ url: `/api/enquiries?q=${enqNo}`, headers: bearer(admin) });
  return found.json<{ enquiries: { _id: string }[] }>().enquiries[0]!._id;
}
