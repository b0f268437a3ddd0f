import type { App } from '../apps/api/src/app';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../apps/api/src/test/smtp';
import { E2E_ADMIN } from './env';
import { freePort, serveStudyDesk, type Served } from './serve';

export const MAIL_FROM = 'StudyDesk <desk@agency.example>';

/**
 * StudyDesk sending its mail to a real SMTP server in this test process, its links
 * starting with its own address (PUBLIC_BASE_URL).
 */
export async function mailingDesk(): Promise<{ desk: Served; smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  const port = await freePort();
  const desk = await serveStudyDesk(
    { SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
    { port },
  );
  return { desk, smtp };
}

/** The first mail matching `wanted` among those the server has taken, once it has arrived. */
export async function mailWhere(
  smtp: TestSmtp,
  wanted: (m: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  for (let n = 1; ; n++) {
    const found = (await smtp.waitFor(n)).find(wanted);
    if (found) return found;
  }
}

/** Calls made as the admin to set the scene: a template, a counsellor, a public enquiry. */
export async function asAdmin(app: App) {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: E2E_ADMIN });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const post = async (url: string, payload: object, auth = true) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: auth ? headers : {} });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, unknown>>();
  };
  /** A public enquiry; its id as staff find it. */
  const enquiry = async (who: { fName: string; lName: string; email: string }) => {
    const { enqNo } = await post(
      '/api/enquiries',
      {
        ...who,
        mobile: '+91 98765 43210',
        category: 'Postgraduate',
        course: 'MSc Data Science',
        country: 'Canada',
        consent: true,
      },
      false,
    );
    const found = await app.inject({ url: `/api/enquiries?q=${String(enqNo)}`, headers });
    const [e] = found.json<{ enquiries: { _id: string; enqNo: string }[] }>().enquiries;
    return e!;
  };
  return { post, enquiry };
}
