import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  PERMISSIONS,
  ResetPasswordResponseSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserSchema,
  UserUpdateSchema,
  usersResource as r,
  type User,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Sessions } from './sessions';
import { resetPassword } from './reset-password';
import { createTeamRepository } from './team.repository';

const NOT_FOUND = 'User not found';
const found = (u: User | undefined): User => {
  if (!u) throw notFound(NOT_FOUND);
  return u;
};

/** My Team: the staff accounts, managed by admins (issue 5). */
export function teamRoutes(
  parent: FastifyInstance,
  deps: { handle: DbHandle; sessions: Sessions },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const team = createTeamRepository(deps.handle);
  const config = { access: PERMISSIONS.users.write };
  const tags = ['users'];
  const byId = { tags, params: IdParamsSchema, response: { 200: UserSchema } };
  const filters = UserSchema.pick({ status: true, userType: true })
    .partial()
    .extend(UserListQuerySchema.pick({ office: true }).shape);

  registerCrudRoutes(app, {
    ...r,
    permission: 'users',
    schemas: { item: UserSchema, create: UserCreateSchema, update: UserUpdateSchema, filters },
    repo: team,
    notFoundMessage: NOT_FOUND,
    only: ['list', 'get'],
  });

  app.post(
    '/users',
    {
      config,
      schema: {
        tags,
        summary: 'Add a staff account (active at once)',
        body: UserCreateSchema,
        response: { 201: UserSchema },
      },
    },
    async (req, reply) => {
      const { password, ...fields } = req.body;
      const passwordHash = await hashPassword(password);
      const user = await team.create({ ...fields, passwordHash, status: 'active' });
      return reply.status(201).send(user);
    },
  );

  /** Blocking ends the user's sessions at once; a role is read from the table on every request. */
  app.put(
    '/users/:id',
    {
      config,
      schema: {
        ...byId,
        summary: 'Change a staff account (role, status …)',
        body: UserUpdateSchema,
      },
    },
    async (req) => {
      const { id } = req.params;
      await team.guardLastAdmin(found(await team.get(id)), req.body);
      const user = found(await team.update(id, req.body));
      if (user.status !== 'active') await deps.sessions.revokeAllFor(id);
      return user;
    },
  );

  app.post(
    '/users/:id/approve',
    { config, schema: { ...byId, summary: 'Approve a registration' } },
    async (req) => found(await team.update(req.params.id, { status: 'active' })),
  );

  app.post(
    '/users/:id/reset-password',
    {
      config,
      schema: {
        ...byId,
        summary: 'Give a staff account a new password (shown once)',
        response: { 200: ResetPasswordResponseSchema },
      },
    },
    async (req) => {
      // Shown once to the admin, who passes it on; the user should change it after signing in.
      const password = await resetPassword(deps.handle.db, deps.sessions, req.params.id);
      if (!password) throw notFound(NOT_FOUND);
      return { password };
    },
  );
}
