import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PasswordChangeSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  type Profile,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Images } from '../../lib/crud/images';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireAuth } from '../../plugins/auth';
import type { Sessions } from './sessions';
import { sessionUserOf } from './users.repository';

type Deps = { db: Db; sessions: Sessions; images: Images };
const NO_IMAGE = 'Choose an image to upload';
const WRONG_PASSWORD = 'Your current password is not correct';

/** One's own profile: name, mobile, avatar and password (any signed-in user). */
export function profileRoutes(parent: FastifyInstance, { db, sessions, images }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const response = { 200: ProfileSchema };

  const reload = async (id: string): Promise<Profile> => {
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...(await sessionUserOf(db, row)), mobile: row.mobile };
  };
  const save = (id: string, changes: Record<string, string | null>) =>
    db
      .updateTable('users')
      .set({ ...changes, updatedAt: now() })
      .where('id', '=', id)
      .execute();

  app.get('/users/me', { schema: { tags, summary: 'Your own profile', response } }, (req) =>
    reload(requireAuth(req).user._id),
  );

  app.put(
    '/users/me',
    { schema: { tags, summary: 'Change your own profile', body: ProfileUpdateSchema, response } },
    async (req) => {
      const { _id } = requireAuth(req).user;
      const { mobile, ...names } = req.body;
      await save(_id, { ...names, mobile: mobile ?? null });
      return reload(_id);
    },
  );

  app.post(
    '/users/me/avatar',
    {
      config: { uploads: true },
      schema: {
        tags,
        summary: 'Upload your profile photo',
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (req) => {
      const { _id } = requireAuth(req).user;
      const upload = req.uploads?.image;
      if (!upload) throw badRequest(NO_IMAGE, { image: NO_IMAGE });
      const old = await db
        .selectFrom('users')
        .select(['image', 'thumbnail'])
        .where('id', '=', _id)
        .executeTakeFirstOrThrow();
      await images.withUpload(upload, (columns) => save(_id, columns));
      await images.discard(old);
      return reload(_id);
    },
  );

  app.put(
    '/users/me/password',
    {
      schema: {
        tags,
        summary: 'Change your own password (other sessions end)',
        body: PasswordChangeSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      const { sessionId, user } = requireAuth(req);
      const row = await db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', user._id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.passwordHash, req.body.currentPassword)))
        throw badRequest(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
      await save(user._id, { passwordHash: await hashPassword(req.body.newPassword) });
      await sessions.revokeAllExcept(user._id, sessionId);
      return { message: 'Password changed' };
    },
  );
}
