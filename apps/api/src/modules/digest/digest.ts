import { randomBytes } from 'node:crypto';
import { OWNER_ROLES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { sha256 } from '../../lib/ids';
import { enqueueMail } from '../mail/outbox';
import { runAsViewer } from '../../lib/scope/offices';
import { responseTargets } from '../offices/office-settings.store';
import { officesOfUsers } from '../offices/offices.store';
import { createSettingsStore } from '../settings/settings.store';
import { digestMail } from './digest.mail';
import { isEmpty, workOf, type WorkDay } from './digest.work';
import { atLocalHour, localDate } from './zoned-time';

/** The digest's hour, and the hour until which a late start still sends the day's. */
export const DIGEST_HOUR = 8;
const LATEST_HOUR = 12;

/** Who may get one: active admins and counsellors (owners of leads) who have not turned it off. */
async function recipients(db: Db, day: string) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.fname', 'u.userType'])
    .where('u.status', '=', 'active')
    .where('u.userType', 'in', OWNER_ROLES)
    .where('u.digestOff', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('digest_sends as d')
            .select('d.userId')
            .whereRef('d.userId', '=', 'u.id')
            .where('d.day', '=', day),
        ),
      ),
    )
    .orderBy('u.id')
    .execute();
}

/**
 * The morning digest of `now`'s local day, when `now` is between 08:00 and noon in
 * the agency's zone and the agency has it on: a mail to each person with work, none to those
 * with none. A person's mail and the row of their local day are written in one transaction,
 * the row's key (person, day) refusing a second: one digest a day each, whatever the restarts
 * or processes. Answers how many were written (null: not the time, or turned off).
 */
export async function runDigest(db: Db, now: Date): Promise<number | null> {
  const settings = await createSettingsStore(db).get();
  const zone = settings.timeZone;
  const day = localDate(now, zone);
  const inWindow =
    now >= atLocalHour(day, DIGEST_HOUR, zone) && now < atLocalHour(day, LATEST_HOUR, zone);
  if (!settings.digestOn || !inWindow) return null;
  const w: WorkDay = { day, now, reminderDays: settings.deadlineReminderDays };
  const people = await recipients(db, day);
  const [offices, targets] = await Promise.all([
    officesOfUsers(
      db,
      people.map((u) => u.id),
    ),
    responseTargets(db),
  ]);
  let written = 0;
  for (const user of people) {
    const own = offices.get(user.id) ?? [];
    const viewer = { role: user.userType, offices: own };
    const work = await runAsViewer(viewer, () => workOf(db, user.id, w));
    if (isEmpty(work)) continue;
    const token = randomBytes(24).toString('base64url');
    const mail = digestMail({
      user,
      work,
      day,
      zone,
      // the strictest of their offices' targets names the list (each lead keeps its own)
      targetMinutes: targets.strictest(own),
      agency: settings.agencyName,
      token,
    });
    const row = { userId: user.id, day, tokenHash: sha256(token), createdAt: now.toISOString() };
    const mine = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('digest_sends')
        .values(row)
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (claimed) await enqueueMail(trx, mail);
      return !!claimed;
    });
    if (mine) written += 1;
  }
  return written;
}
