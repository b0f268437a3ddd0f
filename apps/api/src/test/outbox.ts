import type { App } from '../app';
import type { OutboxRow } from '../db/schema';
import type { TestSmtp } from './smtp';

export const TEST_MAIL_FROM = 'StudyDesk <desk@agency.test>';

/**
 * Settings that send the outbox to the test SMTP server, retries due at once (no waits) unless
 * `backoff` is given (seconds, comma-separated), and a poll that never comes into play.
 */
export const mailEnv = (smtp: TestSmtp, backoff = '0,0,0,0,0'): Record<string, string> => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: TEST_MAIL_FROM,
  OUTBOX_BACKOFF_SECONDS: backoff,
});

const readRow = (app: App, id: string) =>
  app.dbHandle.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Resolves with the outbox row once `done(row)` holds, checking again each time this app's
 * worker settles a mail or goes through the outbox: waits for a state, never for a time.
 */
export function waitForOutboxRow(
  app: App,
  id: string,
  done: (row: OutboxRow) => boolean,
): Promise<OutboxRow> {
  return new Promise((resolve, reject) => {
    let checking = false;
    let again = false;
    const stop: (() => void)[] = [];
    const check = () => {
      if (checking) return void (again = true);
      checking = true;
      readRow(app, id).then(
        (row) => {
          checking = false;
          if (row && done(row)) {
            stop.forEach((s) => s());
            return resolve(row);
          }
          if (!again) return;
          again = false;
          check();
        },
        (err: unknown) => reject(err as Error),
      );
    };
    stop.push(app.outbox.onSettled(check), app.outbox.onRun(check));
    check();
  });
}
