import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BRANDING_PATH,
  BrandingSchema,
  PERMISSIONS,
  SettingsSchema,
  SettingsUpdateSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Images } from '../../lib/crud/images';
import { requireAuth } from '../../plugins/auth';
import { createLogoStore } from './logo.store';
import { logoRoutes } from './logo.routes';
import { createSettingsStore } from './settings.store';

/**
 * GET /settings (staff who act on them), PATCH /settings and the logo (admins), GET /branding
 * (anyone).
 */
export function settingsRoutes(parent: FastifyInstance, db: Db, images: Images) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const store = createSettingsStore(db);
  const logo = createLogoStore(db);
  const branding = async () => ({
    agencyName: await store.value('agencyName'),
    logo: (await logo.get())?.image ?? null,
  });
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      config: { access: PERMISSIONS.settings.read },
      schema: { tags, summary: 'The agency’s settings', response: { 200: SettingsSchema } },
    },
    () => store.get(),
  );

  // Public: the public pages show the agency. Only its name and logo, never another setting.
  app.get(
    BRANDING_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The agency’s name and logo, for its public pages',
        response: { 200: BrandingSchema },
      },
    },
    branding,
  );
  logoRoutes(app, { logo, images, branding });

  app.patch(
    '/settings',
    {
      config: { access: PERMISSIONS.settings.write },
      schema: {
        tags,
        summary: 'Change some of the agency’s settings',
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema },
      },
    },
    async (req) => {
      await store.update(req.body, requireAuth(req).user._id);
      return store.get();
    },
  );
  return store;
}
