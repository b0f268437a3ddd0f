// BENCH_ONLY=mail: mail throughput through the outbox at BENCH_MAIL_COUNT mails
// (default 2,000), on each database of BENCH_DB, beside nodemailer sending the same messages
// straight to the same SMTP server (a real one in this process, smtp-server) with the same pool.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { enqueueMails, type NewMail } from '../apps/api/src/modules/mail/outbox';
import { mailEnv, TEST_MAIL_FROM } from '../apps/api/src/test/outbox';
import { startTestSmtp, type TestSmtp } from '../apps/api/src/test/smtp';
import { machine, writeSection } from './lib';
import { postgres, sqlite, type Db } from './write-servers';

const count = Number(process.env.BENCH_MAIL_COUNT ?? 2000);
const pgUrl = process.env.DATABASE_URL_TEST;
const dbs = (process.env.BENCH_DB ?? (pgUrl ? 'sqlite,postgres' : 'sqlite')).split(',') as Db[];

const mails = (tag: string): NewMail[] =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'bench',
    to: `student${i}@example.com`,
    subject: `${tag} ${i}: your enquiry`,
    text: `Dear student ${i},\n\nThank you for your enquiry.\n\nThe agency`,
    html: `<p>Dear student ${i},</p><p>Thank you for your enquiry.</p>`,
  }));

/** Seconds from queueing `count` mails (one transaction) until the server has all of them. */
async function throughOutbox(db: Db, smtp: TestSmtp) {
  const database = db === 'sqlite' ? sqlite() : await postgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-mail-'));
  const app = await buildApp(
    loadConfig({
      ...mailEnv(smtp),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
  );
  try {
    const before = smtp.messages.length;
    const t0 = performance.now();
    await app.dbHandle.db.transaction().execute((trx) => enqueueMails(trx, mails(db)));
    await smtp.waitFor(before + count);
    return (performance.now() - t0) / 1000;
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same messages handed straight to nodemailer's pool (3 connections, as the worker's). */
async function direct(smtp: TestSmtp) {
  const transport = nodemailer.createTransport({ pool: true, maxConnections: 3, url: smtp.url });
  const before = smtp.messages.length;
  const t0 = performance.now();
  await Promise.all(
    mails('direct').map((m) =>
      transport.sendMail({
        from: TEST_MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      }),
    ),
  );
  await smtp.waitFor(before + count);
  transport.close();
  return (performance.now() - t0) / 1000;
}

const OUT = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');

export async function mailBench(out = OUT) {
  const stamp = `${new Date().toISOString().slice(0, 10)} · ${machine()}`;
  const smtp = await startTestSmtp();
  const results = [];
  try {
    for (const db of dbs)
      results.push({ db, outbox: await throughOutbox(db, smtp), direct: await direct(smtp) });
  } finally {
    await smtp.close();
  }
  const perSecond = (s: number) => Math.round(count / s).toLocaleString('en');
  const body = [
    `Command: \`BENCH_ONLY=mail BENCH_MAIL_COUNT=${count} npm run bench\` · ${stamp}`,
    `${count.toLocaleString('en')} mails (text and HTML) queued in one transaction, then sent by the outbox worker (claims of 10, a pool of 3 SMTP connections, each mail marked sent) to an SMTP server in the same process that parses every message; beside nodemailer handing the same messages straight to the same server through the same pool, with no outbox.`,
    '',
    '| database | outbox s | outbox mails/s | direct s | direct mails/s | ratio outbox / direct |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.db} | ${r.outbox.toFixed(1)} | ${perSecond(r.outbox)} | ${r.direct.toFixed(1)} | ${perSecond(r.direct)} | **${(r.direct / r.outbox).toFixed(2)}** |`,
    ),
  ].join('\n');
  writeSection(out, `Mail: ${count.toLocaleString('en')} through the outbox`, body);
  process.stdout.write(`\n## Mail\n${body}\n`);
}
