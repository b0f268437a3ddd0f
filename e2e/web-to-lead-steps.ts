import http from 'node:http';
import type { Page } from 'playwright-core';
import type { App } from '../apps/api/src/app';
import { DESKTOP, MOBILE, screenshot } from './browser';
import { E2E_ADMIN } from './env';
import { serveStudyDesk } from './serve';

/** A page of the agency's own site with the snippet pasted in, under a strict CSP. */
export type AgencySite = {
  origin: string;
  setSnippet: (html: string) => void;
  close: () => Promise<void>;
};

/**
 * The agency's website: another origin (its own loopback port). Its CSP allows scripts and
 * requests only from StudyDesk and no styles at all, which the embed script must live with.
 */
export async function agencySite(app: () => string): Promise<AgencySite> {
  let snippet = '';
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Agency</title></head>` +
    `<body><main>${body}</main></body></html>`;
  const server = http.createServer((req, res) => {
    const thanks = req.url?.startsWith('/thank-you');
    if (!req.url?.startsWith('/study') && !thanks) return res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${app()}; connect-src ${app()}; style-src 'none'`,
    });
    res.end(
      thanks
        ? page('Thank you', '<h1>Thank you</h1><p>We will be in touch soon.</p>')
        : page(
            'Study abroad',
            `<h1>Study abroad with us</h1><p>Tell us what you would like to study.</p>${snippet}`,
          ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    setSnippet: (html) => void (snippet = html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** StudyDesk on its own database, taking public forms from `origins` only. */
export const studyDesk = (origins: string[]) =>
  serveStudyDesk({ PUBLIC_FORM_ORIGINS: origins.join(',') });

/** The admin's bearer token and a few calls made as the admin (set-up and checks). */
export async function adminApi(app: App) {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: E2E_ADMIN });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload, headers });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ _id: string }>()._id;
  };
  const patch = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'PATCH', url, payload, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const count = async (q: string) =>
    (await app.inject({ url: `/api/enquiries?q=${encodeURIComponent(q)}`, headers })).json<{
      count: number;
    }>().count;
  /** The first enquiry the list search finds, as staff see it. */
  const find = async (q: string) =>
    (await app.inject({ url: `/api/enquiries?q=${encodeURIComponent(q)}`, headers })).json<{
      enquiries: Record<string, unknown>[];
    }>().enquiries[0];
  return { post, patch, count, find };
}

/** An open intake in 20 days at a Canadian college, for the enquiry to match. */
export async function seedIntake(api: Awaited<ReturnType<typeof adminApi>>) {
  const country = await api.post('/api/countries', {
    name: 'Canada',
    code: 'CA',
    isoCode: 'CAN',
    dialCode: '+1',
    currency: 'CAD',
  });
  const college = await api.post('/api/college', {
    name: 'Lakeside College',
    country,
    category: ['Postgraduate'],
    status: 'popular',
  });
  const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await api.post('/api/intake', {
    college,
    intakeMonth: 'September',
    intakeYear: new Date().getFullYear() + 1,
    deadlineDate: deadline,
  });
}

/** The same view at 1440×900 and 375×812, back at 1440 afterwards. */
export async function bothSizes(page: Page, name: string, scrollTo?: () => Promise<void>) {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await scrollTo?.();
    await screenshot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

/** The visitor's answers in the embedded form (plain labelled fields). */
export async function fillEmbedded(page: Page, fName: string) {
  await page.getByLabel('First name *').fill(fName);
  await page.getByLabel('Last name *').fill('Menon');
  await page.getByLabel('Email *').fill(`${fName.toLowerCase()}@example.com`);
  await page.getByLabel('Mobile number *').fill('+91 98765 43210');
  await page.getByLabel('Level of study *').selectOption('Postgraduate');
  await page.getByLabel('Country you would like to study in').fill('Canada');
  await page.getByLabel('Preferred intake (e.g. September 2026)').fill('September');
  await page.getByLabel(/I agree to be contacted/).check();
}
