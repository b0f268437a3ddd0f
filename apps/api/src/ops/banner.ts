import type { App } from '../app';
import { publicBase, type Config } from '../config';
import { describeSmtp } from '../modules/mail/mail-config';

/** Where mail goes (never the password), or that it waits in the outbox. */
const mailLine = (config: Config) =>
  config.mail.smtp
    ? `${describeSmtp(config.mail.smtp)} as ${config.mail.from}`
    : 'waits in the outbox (set SMTP_URL and MAIL_FROM to send it)';

/** What the operator sees at start: where it runs, on which data, and how to sign in.
 * `smtpProblem`: why SMTP_URL did not answer, if it did not (modules/mail/smtp-probe). */
export function startBanner(
  app: App,
  config: Config,
  port: number,
  smtpProblem: string | null = null,
): string[] {
  const url = `http://localhost:${port}`;
  const db = app.dbHandle;
  const lines = [
    `StudyDesk is running at ${url}`,
    `  database: ${db.dialect === 'sqlite' ? 'SQLite file' : 'PostgreSQL'} ${db.where}`,
    `  uploads:  ${app.storage.describe}`,
    `  metrics:  ${config.metricsToken ? '/api/metrics (bearer METRICS_TOKEN)' : 'off (set METRICS_TOKEN)'}`,
    `  mail:     ${mailLine(config)}`,
  ];
  if (!config.publicBaseUrl)
    lines.push(
      `  warning:  PUBLIC_BASE_URL is not set: links handed out (the student’s link, mail) point to ${publicBase(config)}`,
    );
  // The app starts all the same: the outbox keeps the mail and retries it (a server down for
  // maintenance comes back), but the operator should know now, not when mail is missed.
  if (smtpProblem)
    lines.push(
      `  warning:  SMTP_URL ${describeSmtp(config.mail.smtp)} does not answer (${smtpProblem}): mail waits in the outbox and is retried`,
    );
  const admin = app.firstAdmin;
  if (!admin) {
    lines.push('  admin:    this database already has accounts; no first admin was created');
    if (config.adminPassword)
      lines.push(
        '  warning:  ADMIN_PASSWORD is ignored: it only sets the first admin of an empty database.',
        '            To set a new password: npm run admin -- reset-password EMAIL',
      );
    return lines;
  }
  return [
    ...lines,
    `First admin created. Sign in at ${url}/login with`,
    `  e-mail:   ${admin.email}`,
    admin.password
      ? `  password: ${admin.password}   (shown once; set ADMIN_PASSWORD to choose it)`
      : '  password: the ADMIN_PASSWORD you set',
  ];
}
