import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  OFFICES_PATH,
  OfficeSettingsSchema,
  OfficeSettingsUpdateSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { officeSettings, updateOfficeSettings } from './office-settings.store';

/**
 * GET/PATCH /offices/:id/settings: an office's own round-robin and response target. Admins, and
 * managers of that office (another office's answers 404, as a missing one does).
 */
export function officeSettingsRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const path = `${OFFICES_PATH}/:id/settings`;
  const tags = ['offices'];
  const response = { 200: OfficeSettingsSchema };

  app.get(
    path,
    {
      config: { access: PERMISSIONS.officeSettings.read },
      schema: { tags, summary: 'An office’s own settings', params: IdParamsSchema, response },
    },
    (req) => officeSettings(db, req.params.id),
  );
  app.patch(
    path,
    {
      config: { access: PERMISSIONS.officeSettings.write },
      schema: {
        tags,
        summary: 'Change an office’s own settings (null: as the agency’s)',
        params: IdParamsSchema,
        body: OfficeSettingsUpdateSchema,
        response,
      },
    },
    (req) => updateOfficeSettings(db, req.params.id, req.body),
  );
}
