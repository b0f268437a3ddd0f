import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_DEFAULTS, type MailTemplate } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';

describe('mail templates', () => {
  let t: TestApp;
  let admin: string;
  let counsellor: string;
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const template = {
    name: 'Offer follow-up',
    subject: 'Your offer, {{firstName}}',
    body: 'Dear {{firstName}},\n\n{{counsellorName}}',
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    counsellor = await t.tokenFor('counsellor');
  });
  afterAll(() => t.close());

  it('are kept by admins and read by all staff, by name', async () => {
    const made = await call(admin, 'POST', '/mail-templates', template);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<MailTemplate>();
    await call(admin, 'POST', '/mail-templates', { ...template, name: 'A first' });
    const list = await call(counsellor, 'GET', '/mail-templates');
    expect(list.statusCode).toBe(200);
    const { data, total } = list.json<{ data: MailTemplate[]; total: number }>();
    expect(total).toBe(2);
    expect(data.map((d) => d.name)).toEqual(['A first', 'Offer follow-up']);
    expect(data[1]).toMatchObject({ id, _id: id, ...template });
    expect((await call(await t.tokenFor('editor'), 'GET', '/mail-templates')).statusCode).toBe(200);

    expect((await call(counsellor, 'POST', '/mail-templates', template)).statusCode).toBe(403);
    expect(
      (await call(counsellor, 'PATCH', `/mail-templates/${id}`, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(counsellor, 'DELETE', `/mail-templates/${id}`)).statusCode).toBe(403);

    const changed = await call(admin, 'PATCH', `/mail-templates/${id}`, {
      subject: 'Offer {{enqNo}}',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: template.name, subject: 'Offer {{enqNo}}' });
    expect((await call(admin, 'DELETE', `/mail-templates/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/mail-templates/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/mail-templates/${id}`, { name: 'y' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ ...template, subject: 'Hi {{nickname}}' }, 'subject', '{{nickname}}'],
    [{ ...template, body: '' }, 'body', 'required'],
    [{ ...template, name: '<b>x</b>' }, 'name', 'HTML'],
    [{ ...template, body: 'x'.repeat(10_001) }, 'body', 'at most'],
  ])('refuse %#: a clear message on the field, nothing written', async (body, field, words) => {
    const before = (await call(admin, 'GET', '/mail-templates')).json<{ total: number }>().total;
    const res = await call(admin, 'POST', '/mail-templates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toContain(words);
    expect((await call(admin, 'GET', '/mail-templates')).json<{ total: number }>().total).toBe(
      before,
    );
  });

  it('preview with sample values, or with an enquiry’s own, escaping them in the HTML', async () => {
    await call(admin, 'PATCH', '/settings', { agencyName: 'Globe & Co' });
    const sample = await call(counsellor, 'POST', '/mail-templates/preview', template);
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json()).toMatchObject({ subject: 'Your offer, Asha' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(1), fName: 'Zoë &' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [e] = await t.app.dbHandle.db.selectFrom('enquiries').select(['id', 'enqNo']).execute();
    const real = await call(counsellor, 'POST', '/mail-templates/preview', {
      subject: '{{enqNo}} {{agencyName}}',
      body: 'Dear {{firstName}} {{counsellorName}}.',
      enquiry: e!.id,
    });
    expect(real.statusCode, real.body).toBe(200);
    const preview = real.json<{ subject: string; text: string; html: string }>();
    expect(preview.subject).toBe(`${e!.enqNo} Globe & Co`);
    // Unassigned: the counsellor's name is the one previewing's.
    expect(preview.text).toMatch(/^Dear Zoë & \S+/);
    expect(preview.html).toContain('Dear Zoë &amp;');
    const missing = await call(counsellor, 'POST', '/mail-templates/preview', {
      ...template,
      enquiry: 'nope',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keep the acknowledgement: on by default, changed by admins only, validated', async () => {
    const read = await call(counsellor, 'GET', '/mail/acknowledgement');
    expect(read.json()).toEqual({ ...ACKNOWLEDGEMENT_DEFAULTS, updatedAt: null });
    expect((await call(counsellor, 'PUT', '/mail/acknowledgement', { on: false })).statusCode).toBe(
      403,
    );
    const off = await call(admin, 'PUT', '/mail/acknowledgement', {
      on: false,
      subject: 'Got it {{enqNo}}',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      on: false,
      subject: 'Got it {{enqNo}}',
      body: ACKNOWLEDGEMENT_DEFAULTS.body,
    });
    const bad = await call(admin, 'PUT', '/mail/acknowledgement', { body: '{{x}}' });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/mail/acknowledgement', { colour: 1 })).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/mail/acknowledgement')).json()).toMatchObject({
      on: false,
      subject: 'Got it {{enqNo}}',
    });
  });

  it('take the agency’s time zone only by a name the runtime knows', async () => {
    const bad = await call(admin, 'PATCH', '/settings', { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.timeZone).toBeTruthy();
    const ok = await call(admin, 'PATCH', '/settings', { timeZone: 'Europe/London' });
    expect(ok.json()).toMatchObject({ timeZone: 'Europe/London' });
  });
});
