import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DUE_PATH, DueQuerySchema, DueSchema, PERMISSIONS } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import { leadsTeamRole } from '../../lib/scope/offices';
import { requireAuth } from '../../plugins/auth';
import { createSettingsStore } from '../settings/settings.store';
import { dueFor } from './due.queries';

/**
 * GET /api/due: the bell's Due tab. `today` and `now` are the browser's (its date,
 * its clock), as Log contact's `today` is; they default to the server's.
 */
export function dueRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = createSettingsStore(db);
  app.get(
    DUE_PATH,
    {
      config: { access: PERMISSIONS.followUps.read },
      schema: {
        tags: ['followUps'],
        summary:
          "The signed-in user's follow-ups, call-backs and application deadlines that have come due",
        querystring: DueQuerySchema,
        response: { 200: DueSchema },
      },
    },
    async (req) => {
      const t = now();
      const { today = t.slice(0, 10), now: at = t } = req.query;
      const reminderDays = await settings.value('deadlineReminderDays');
      const { user } = requireAuth(req);
      const leads = leadsTeamRole(user.userType);
      const role = user.userType;
      return dueFor(db, { user: user._id, role, today, now: at, reminderDays, leads });
    },
  );
}
