import { rawMail } from '../modules/inbox/inbox.fixtures';
import { DEFAULT_STAGES } from '../db/migrations/020-applications';
import { appointmentBodies, seedAppointment } from '../modules/appointments/appointments.fixtures';
import { pdf } from '../modules/documents/documents.fixtures';
import { seedImport } from '../modules/imports/imports.fixtures';
import { storeDocument } from '../modules/documents/store-document';
import { createResetLink } from '../modules/users/password-reset';
import { ADMIN, bearer, type TestApp } from './harness';
import {
  collegeInput,
  countryInput,
  courseInput,
  createEnquiry,
  createRecord,
  enquiryInput,
} from './fixtures';

/** One stored record of every resource, so a route with `:id` reaches a real one. */
export async function seedRecords(t: TestApp, admin: string) {
  const country = await createRecord(t, admin, '/api/countries', countryInput(1));
  const course = await createRecord(t, admin, '/api/courses', courseInput(1));
  const college = await createRecord(
    t,
    admin,
    '/api/college',
    collegeInput(1, { country, course }),
  );
  const enquiry = await createEnquiry(t, admin, 1);
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ravi', email: 'ravi@example.com', message: 'Call me' },
  });
  const contact = await t.app.dbHandle.db
    .selectFrom('contacts')
    .select('id')
    .executeTakeFirstOrThrow();
  // Keyed by the path's first segment under /api, as the routes spell it.
  const id = {
    countries: country,
    courses: course,
    college,
    enquiries: enquiry,
    contact: contact.id,
    states: await createRecord(t, admin, '/api/states', { country, name: 'Ontario' }),
    intake: await createRecord(t, admin, '/api/intake', {
      college,
      intakeMonth: 'May',
      intakeYear: 2031,
      deadlineDate: '2031-03-01',
    }),
    services: await createRecord(t, admin, '/api/services', { title: 'Visa guidance' }),
    blog: await createRecord(t, admin, '/api/blog', { title: 'Study in Canada' }),
    gallery: await createRecord(t, admin, '/api/gallery', { title: 'Graduation day' }),
    followUp: await createRecord(t, admin, '/api/followUp', { enquiry, followUpDetails: 'Called' }),
    users: (await t.createUser('editor')).id,
    /** someone a record can be given to (an owner) */
    owner: (await t.createUser('counsellor')).id,
    /** a second enquiry, for the merge */
    other: await createEnquiry(t, admin, 2),
    /** an application of the enquiry, and a stage by its key */
    applications: await createRecord(t, admin, '/api/applications', { enquiry, college, course }),
    'application-stages': 'preparing',
    /** a checked import, not run yet */
    imports: await seedImport(t, admin),
    /** a document of the enquiry's student, a document type and a checklist rule */
    documents: (
      await storeDocument(
        { db: t.app.dbHandle.db, storage: t.app.storage },
        {
          enquiryId: enquiry,
          typeId: 'passport',
          file: { bytes: pdf(), name: 'passport.pdf' },
          by: { userId: (await t.createUser('counsellor')).id },
        },
      )
    )._id,
    'document-types': 'cv',
    'document-requirements': await createRecord(t, admin, '/api/document-requirements', {
      country: null,
      phase: 'visa',
      type: 'visa',
    }),
    /** a second office, where an enquiry can be transferred */
    offices: await createRecord(t, admin, '/api/offices', { name: 'Branch office' }),
    /** a mail template */
    'mail-templates': await createRecord(t, admin, '/api/mail-templates', {
      name: 'Offer received',
      subject: 'Your offer, {{firstName}}',
      body: 'Dear {{firstName}},\n\n{{counsellorName}}',
    }),
    /** a service on the price list, and an invoice of the enquiry's student with much owing */
    fees: await createRecord(t, admin, '/api/fees', {
      name: 'Courier',
      amount: '25',
      currency: 'GBP',
    }),
    invoices: await createRecord(t, admin, `/api/enquiries/${enquiry}/invoices`, {
      currency: 'GBP',
      due: '2031-06-01',
      lines: [{ description: 'Application service', amount: '90000' }],
    }),
    /** a live "Forgot password?" link, of a user of its own */
    resetToken: await createResetLink(t.app.dbHandle.db, (await t.createUser('counsellor')).id),
  };
  /** a session booked with a counsellor of the default office, by the public booking */
  const appointment = await seedAppointment(t, admin);
  const byPath: Record<string, string> = {
    ...id,
    appointments: appointment.id,
    'session-types': appointment.type,
  };
  /** an offer condition of the application */
  const condition = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id.applications}/conditions`,
    headers: bearer(admin),
    payload: { text: 'IELTS 6.5', dueDate: '2031-04-01' },
  });
  const conditionId = condition.json<{ conditions: { _id: string }[] }>().conditions[0]!._id;
  /** a live private link of the enquiry's student */
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/enquiries/${enquiry}/student-link`,
    headers: bearer(admin),
  });
  const token = link.json<{ url: string }>().url.split('/s/')[1]!;
  const params: Record<string, string> = { enquiryId: enquiry, conditionId, token };
  /** an enrolled application, whose commission may be invoiced */
  const enrolled = await createRecord(t, admin, '/api/applications', { enquiry, college, course });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${enrolled}/stage`,
    headers: bearer(admin),
    // moved on with the offer still conditional: confirmed, with the reason
    payload: { stage: 'Enrolled', confirm: true, note: 'Offer letter on file' },
  });
  /** A param of one route apart from the others' (the line a move takes is not the credited one). */
  const byRouteParam: Record<string, Record<string, string>> = {};
  const byRoute: Record<string, string> = {
    '/api/applications/:id/commission': enrolled,
    '/api/users/:id/availability': appointment.counsellor,
    '/api/public/appointments/:token': appointment.token,
  };
  const claims = await seedClaim(t, admin, { college, course, enquiry, enrolled });
  byPath.claims = claims.claim;
  /** a student's mail no rule could file: it waits on the Unmatched list */
  const unmatched = await t.app.inbox.ingest(
    await rawMail({ from: 'stranger@else.example', to: 'desk@agency.example', text: 'Hello?' }),
  );
  // written to office A's address, as A's records are (office B may neither file nor dismiss it)
  const { officeId } = await t.app.dbHandle.db
    .selectFrom('enquiries')
    .select('officeId')
    .where('id', '=', enquiry)
    .executeTakeFirstOrThrow();
  await t.app.dbHandle.db
    .updateTable('inbound_mails')
    .set({ officeId })
    .where('id', '=', unmatched.id)
    .execute();
  byPath.inbox = unmatched.id;
  params.line = claims.line;
  byRouteParam['/api/claims/:id/lines/:line/move'] = { line: claims.moved };
  return {
    id: { ...id, claims: claims.claim, claimable: claims.claimable },
    appointment,
    /** The seeded id for a `:param` of this route (`/api/followUp/enqId/:enquiryId` → enquiry). */
    byParam: (url: string, param: string) =>
      byRouteParam[url]?.[param] ??
      byRoute[url] ??
      params[param] ??
      byPath[url.split('/')[2]!] ??
      'unknown',
  };
}
export type Seeded = Awaited<ReturnType<typeof seedRecords>>;

/**
 * A claim of the enrolled application's commission (the college's rule: a fixed 500 GBP), and
 * another enrolled application left to claim (the valid body of POST /api/claims).
 */
async function seedClaim(
  t: TestApp,
  admin: string,
  {
    college,
    course,
    enquiry,
    enrolled,
  }: Record<'college' | 'course' | 'enquiry' | 'enrolled', string>,
) {
  await t.app.inject({
    method: 'PUT',
    url: `/api/college/${college}/commission`,
    headers: bearer(admin),
    payload: { type: 'fixed', value: 500, currency: 'GBP' },
  });
  const claimable = await createRecord(t, admin, '/api/applications', { enquiry, college, course });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${claimable}/stage`,
    headers: bearer(admin),
    payload: { stage: 'Enrolled', confirm: true, note: 'Enrolment confirmed' },
  });
  // a second line the college still owes when the first is credited: only such a line moves
  const deferred = await createRecord(t, admin, '/api/applications', { enquiry, college, course });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${deferred}/stage`,
    headers: bearer(admin),
    payload: { stage: 'Enrolled', confirm: true, note: 'Enrolment confirmed' },
  });
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/claims',
    headers: bearer(admin),
    payload: { college, applications: [enrolled, deferred] },
  });
  const claim = made.json<{ _id: string; lines: { _id: string; application: string }[] }>();
  const lineOf = (app: string) => claim.lines.find((l) => l.application === app)!._id;
  return { claim: claim._id, line: lineOf(enrolled), moved: lineOf(deferred), claimable };
}

const moneyFixtures = {
  'PUT /api/money/settings': {
    baseCurrency: 'EUR',
    taxRates: [{ name: 'VAT', rate: '20' }],
    bankDetails: 'IBAN DE89\nBIC COBADEFF',
    terms: 'Net 14 days',
  },
  'POST /api/money/rates': { currency: 'USD', rate: '1.08', date: '2031-01-02' },
  'POST /api/fees': { name: 'Visa file', amount: '150.50', currency: 'GBP', tax: '20' },
  'PATCH /api/fees/:id': { name: 'Visa file (priority)', amount: '175', tax: '0', active: true },
  'POST /api/enquiries/:id/invoices': {
    currency: 'GBP',
    due: '2031-05-01',
    lines: [{ description: 'Application service', amount: '450.00', quantity: 1, tax: '20' }],
    instalments: [{ due: '2031-05-01', amount: '540.00' }],
  },
  'PATCH /api/claims/:id': { status: 'sent' },
  'POST /api/claims/:id/payments': {
    amount: '1.00',
    // a payment is dated on a day that has been (lib/money/days)
    receivedAt: '2026-05-02',
    charges: '0.10',
    rate: '1.17',
  },
  'POST /api/claims/:id/lines/:line/credit': { reason: 'Withdrew before the census date' },
  'POST /api/invoices/:id/payments': {
    method: 'cash',
    reference: 'Counter 2',
    amount: '1.00',
    date: '2026-05-02',
  },
};

/** A valid body for every write route that takes one (each field is then made hostile in turn). */
export function fuzzFixtures({
  id: ids,
  appointment,
}: Seeded): Record<string, Record<string, unknown>> {
  // Creates and updates differ, so the valid bodies sent at the end do not clash.
  const state = (name: string) => ({ country: ids.countries, name, description: 'One\ntwo' });
  const intake = {
    college: ids.college,
    intakeMonth: 'June',
    intakeYear: 2032,
    deadlineDate: '2032-04-01',
    status: 'open',
    visible: true,
  };
  const blog = (link: string) => ({
    title: 'Visas',
    shortDesc: 'Short',
    fullDesc: '<p>Body</p>',
    link,
    createdBy: 'Asha',
    updatedBy: 'Asha',
  });
  const gallery = {
    title: 'Campus',
    from: 'Asha',
    link: 'https://example.com/p',
    date: '2031-05-01',
  };
  const college = (n: number) => collegeInput(n, { country: ids.countries, course: ids.courses });
  const user = { fname: 'Ravi', lname: 'Kumar', mobile: '+91 9866125640' };
  return {
    'POST /api/users/login': { email: ADMIN.email, password: 'not-the-password' },
    'POST /api/users/register': {
      ...user,
      email: 'ravi.register@example.com',
      password: 'Long-enough-1',
      confirmPassword: 'Long-enough-1',
    },
    'PUT /api/users/me': user,
    'POST /api/users/forgot-password': { email: 'someone@example.com' },
    'POST /api/users/reset-password': { token: ids.resetToken, password: 'Long-enough-2' },
    // the file comes as well in the valid request (fuzz.test.ts, FILE_ROUTES)
    'POST /api/student/:token/documents': { type: 'passport' },
    'POST /api/enquiries/:id/documents': { type: 'passport', note: 'Photo page' },
    'PATCH /api/documents/:id': { status: 'rejected', reason: 'The photo is blurred' },
    // the file comes as well in the valid request (fuzz.test.ts, FILE_ROUTES)
    'POST /api/imports': { resource: 'enquiries' },
    'PATCH /api/imports/:id': { duplicateDefault: 'fill' },
    'POST /api/document-types': { name: 'Medical report' },
    'PATCH /api/document-types/:id': { name: 'Curriculum vitae' },
    'POST /api/document-requirements': {
      country: ids.countries,
      phase: 'offer',
      type: 'offer-letter',
    },
    'POST /api/enquiries/:id/emails': { subject: 'Your visa', body: 'Dear Asha,\nAll set.' },
    'POST /api/inbox/:id/file': { enquiry: ids.enquiries },
    'PUT /api/notices/read': { ids: ['a-notice'] },
    'POST /api/mail-templates': {
      name: 'Visa',
      subject: 'Visa {{enqNo}}',
      body: 'Dear {{firstName}}',
    },
    'PATCH /api/mail-templates/:id': { subject: 'Offer for {{firstName}}' },
    'POST /api/offices': { name: 'Leeds', timeZone: 'Europe/London' },
    'PATCH /api/offices/:id': { phone: '+44 113 496 0000' },
    'PATCH /api/offices/:id/settings': { roundRobin: false, responseTargetMinutes: '30' },
    'POST /api/enquiries/:id/transfer': { office: ids.offices, note: 'Nearer to home' },
    'POST /api/mail-templates/preview': {
      subject: 'Hi {{firstName}}',
      body: 'Dear {{firstName}},\nYour number: {{enqNo}}',
      enquiry: ids.enquiries,
    },
    'PUT /api/mail/acknowledgement': { on: true, subject: 'We have it: {{enqNo}}' },
    'PUT /api/users/me/digest': { on: true },
    'PUT /api/users/me/password': {
      currentPassword: ADMIN.password,
      newPassword: 'Another-pass-1',
    },
    'POST /api/users': {
      ...user,
      email: 'ravi.new@example.com',
      userType: 'editor',
      password: 'Long-enough-1',
    },
    'PUT /api/users/:id': { ...user, userType: 'counsellor', status: 'active' },
    'POST /api/services': { title: 'Scholarships' },
    'PUT /api/services/:id': { title: 'Scholarships' },
    'POST /api/enquiries': { ...enquiryInput(2), message: 'Hello\nthere', website: '' },
    'PUT /api/enquiries/:id': {
      fName: 'Asha',
      message: 'Updated',
      remarks: 'Called twice',
      status: 'active',
    },
    'PUT /api/enquiries/status/:id': { status: 'pending' },
    'POST /api/followUp': {
      enquiry: ids.enquiries,
      followUpDetails: 'Sent brochure',
      nextContactDate: '2031-01-02',
      remarks: 'Keen',
    },
    'PUT /api/followUp/:id': { followUpDetails: 'Sent forms', remarks: 'Keen' },
    'PUT /api/enquiries/new/read': { id: ids.enquiries },
    // a numeral as text, as a form sends it: the one text field a hostile value can go in
    'PATCH /api/settings': { roundRobin: true, responseTargetMinutes: '20' },
    'POST /api/enquiries/:id/contact-log': {
      note: 'Talked\nabout fees',
      outcome: 'reached',
      nextContactDate: '2031-02-01',
      nextNote: 'Send the offer',
      status: 'active',
      today: '2031-01-15',
    },
    'POST /api/followUp/:id/done': {
      outcome: 'no-answer',
      note: 'Rang twice',
      nextContactDate: '2031-02-02',
    },
    'POST /api/contact': {
      name: 'Ravi',
      email: 'ravi2@example.com',
      mobile: '+91 9866125641',
      message: 'Call me',
      preferredTime: 'Morning',
      website: '',
    },
    'PUT /api/contact/:id/status': { status: 'read' },
    'POST /api/contact/:id/attempts': {
      outcome: 'busy',
      note: 'Rang out',
      nextTryAt: '2099-01-01T10:00:00.000Z',
    },
    'PUT /api/contact/:id/owner': { assignedTo: ids.owner },
    'POST /api/enquiries/:id/merge': { other: ids.other, take: ['remarks'] },
    'POST /api/countries': countryInput(2),
    'PUT /api/countries/:id': countryInput(3),
    'POST /api/states': state('Quebec'),
    'PUT /api/states/:id': state('Alberta'),
    'POST /api/courses': courseInput(2),
    'PUT /api/courses/:id': courseInput(3),
    'POST /api/college': college(2),
    'PUT /api/college/:id': college(3),
    'POST /api/intake': intake,
    'PUT /api/intake/:id': intake,
    'POST /api/blog': blog('visas-2031'),
    'PUT /api/blog/:id': blog('visas-2032'),
    'POST /api/gallery': gallery,
    'PUT /api/gallery/:id': gallery,
    'POST /api/applications': {
      enquiry: ids.enquiries,
      college: ids.college,
      course: ids.courses,
      intake: ids.intake,
      stage: 'Shortlisted',
      tuition: 18000,
      currency: 'CAD',
      remarks: 'Keen\non data',
      note: 'Met at the\nfair',
    },
    'PATCH /api/applications/:id': {
      tuition: 19000,
      remarks: 'Sent forms',
      offerType: 'conditional',
      acceptanceDeadline: '2031-04-15',
      depositAmount: 2500,
      depositDueDate: '2031-04-30',
      depositPaidDate: '2031-04-20',
      visaAppointmentDate: '2031-05-20',
      visaDecision: 'granted',
      visaDecisionDate: '2031-06-01',
    },
    'PUT /api/college/:id/commission': { type: 'percent', value: 12.5, currency: 'CAD' },
    'PATCH /api/applications/:id/commission': {
      invoicedDate: '2031-10-01',
      invoicedAmount: 2500,
      receivedDate: '2031-11-01',
      receivedAmount: 2500,
    },
    'POST /api/applications/:id/conditions': { text: 'Final transcript', dueDate: '2031-05-01' },
    'PATCH /api/applications/:id/conditions/:conditionId': {
      text: 'IELTS 7',
      dueDate: '2031-04-02',
      satisfied: true,
      satisfiedDate: '2031-03-30',
    },
    'PATCH /api/applications/:id/stage': { stage: 'Preparing', note: 'Documents\nasked for' },
    'PUT /api/application-stages/order': { keys: DEFAULT_STAGES.map(([key]) => key) },
    'POST /api/application-stages': { name: 'Interview', phase: 'applied', requiresNote: true },
    'PATCH /api/application-stages/:key': { name: 'Preparing documents', requiresNote: false },
    ...moneyFixtures,
    'POST /api/claims': { college: ids.college, applications: [ids.claimable] },
    'POST /api/claims/:id/lines/:line/move': { intake: ids.intake },
    // a caller that seeded only ids (journey.roles) has no session to book against
    ...(appointment && appointmentBodies(appointment, ids.enquiries)),
  };
}
