import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BrandingSchema, PERMISSIONS, type Branding } from '@studydesk/contract';
import type { ImageColumns, Images } from '../../lib/crud/images';
import { badRequest } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { mailLogo } from './logo.mail';
import type { LogoStore } from './logo.store';

type Deps = { logo: LogoStore; images: Images; branding: () => Promise<Branding> };
const NO_IMAGE = 'Choose an image to upload';

/** PUT /settings/logo (multipart `image`) and DELETE /settings/logo, by admins; both answer the branding. */
export function logoRoutes(parent: FastifyInstance, { logo, images, branding }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const response = { 200: BrandingSchema };

  app.put(
    '/settings/logo',
    {
      config: { access: PERMISSIONS.settings.write, uploads: true },
      schema: {
        tags,
        summary: 'Upload the agency’s logo (replaces the old one)',
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (req) => {
      const by = requireAuth(req).user._id;
      const upload = req.uploads?.image;
      if (!upload) throw badRequest(NO_IMAGE, { image: NO_IMAGE });
      const old = await logo.get();
      // An upload was given, so both columns are there (and the image is valid: it was stored).
      await images.withUpload(upload, async (columns) =>
        logo.set({ ...(columns as ImageColumns), mail: await mailLogo(upload) }, by),
      );
      if (old) await images.discard(old);
      return branding();
    },
  );

  app.delete(
    '/settings/logo',
    {
      config: { access: PERMISSIONS.settings.write },
      schema: { tags, summary: 'Remove the agency’s logo', response },
    },
    async (req) => {
      const by = requireAuth(req).user._id;
      const old = await logo.get();
      await logo.set(null, by);
      if (old) await images.discard(old);
      return branding();
    },
  );
}
