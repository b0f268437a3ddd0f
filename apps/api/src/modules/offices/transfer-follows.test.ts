import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { pdf } from '../documents/documents.fixtures';
import { storeDocument } from '../documents/store-document';

const TODAY = new Date().toISOString().slice(0, 10);
const SUBJECT = 'Your offer from Maple College';

describe('a transfer takes everything under the enquiry to the new office', () => {
  let t: TestApp;
  let admin: string;
  let managerA: string;
  let managerB: string;
  /** The call request, the enquiry made from it, and what hangs under the enquiry. */
  const id: Record<'contact' | 'enquiry' | 'application' | 'followUp' | 'document', string> =
    {} as never;
  const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json<{ _id: string }>();
  };

  /** A call request of office A made into an enquiry, with work, a document and a mail. */
  async function studentOfA() {
    const email = 'meera@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Meera Shah', email, message: 'Call me about Canada' },
    });
    const found = await get(admin, `/api/contact?q=${email}`);
    id.contact = found.json<{ data: { _id: string }[] }>().data[0]!._id;
    id.enquiry = (await post(`/api/contact/${id.contact}/convert`, {}))._id;
    const refs = await collegeRefs(t, admin, 910);
    const college = await createRecord(t, admin, '/api/college', collegeInput(10, refs));
    const app = { enquiry: id.enquiry, college, course: refs.course };
    id.application = await createRecord(t, admin, '/api/applications', app);
    id.followUp = (
      await post('/api/followUp', {
        enquiry: id.enquiry,
        followUpDetails: 'Ask for the transcript',
        nextContactDate: TODAY,
      })
    )._id;
    const stored = await storeDocument(
      { db: t.app.dbHandle.db, storage: t.app.storage },
      {
        enquiryId: id.enquiry,
        typeId: 'passport',
        file: { bytes: pdf(), name: 'passport.pdf' },
        by: { userId: (await t.createUser('counsellor')).id },
      },
    );
    id.document = stored._id;
    await post(`/api/enquiries/${id.enquiry}/emails`, { subject: SUBJECT, body: 'Well done!' });
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Pune'))._id;
    managerA = (await h.member('manager', [a])).token;
    managerB = (await h.member('manager', [b])).token;
    await studentOfA();
    await post(`/api/enquiries/${id.enquiry}/transfer`, { office: b, note: 'Moved to Pune' });
  }, 120_000);
  afterAll(() => t.close());

  /** Each record by id, and what shows it (the mail: the timeline's line). */
  const byId = () => [
    [`/api/enquiries/${id.enquiry}`, id.enquiry],
    [`/api/contact/${id.contact}`, id.contact],
    [`/api/applications/${id.application}`, id.application],
    [`/api/followUp/${id.followUp}`, id.followUp],
    [`/api/documents/${id.document}/file`, ''],
    [`/api/enquiries/${id.enquiry}/documents`, id.document],
    [`/api/enquiries/${id.enquiry}/timeline`, SUBJECT],
  ];
  /** Every list that could show one of them. */
  const lists = () => [
    ['/api/enquiries', id.enquiry],
    ['/api/contact', id.contact],
    ['/api/applications', id.application],
    ['/api/applications/board', id.application],
    [`/api/followUp/queue?today=${TODAY}`, id.followUp],
    [`/api/search?q=Meera`, id.enquiry],
  ];

  it('answers the old office’s manager 404 for each record, and the new one’s 200', async () => {
    const wrong: string[] = [];
    for (const [url, shows] of byId()) {
      const [old, now] = [await get(managerA, url!), await get(managerB, url!)];
      if (old.statusCode !== 404) wrong.push(`old office: ${url} ${old.statusCode}`);
      if (now.statusCode !== 200 || !now.body.includes(shows!))
        wrong.push(`new office: ${url} ${now.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists none of them for the old office’s manager, each for the new one’s', async () => {
    const wrong: string[] = [];
    for (const [url, shows] of lists()) {
      const [old, now] = [await get(managerA, url!), await get(managerB, url!)];
      if (old.statusCode !== 200 || old.body.includes(shows!))
        wrong.push(`old office: ${url} ${old.statusCode}`);
      if (now.statusCode !== 200 || !now.body.includes(shows!))
        wrong.push(`new office: ${url} ${now.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
