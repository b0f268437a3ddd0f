import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginBodySchema, LoginResponseSchema, StaffMemberSchema } from '@studydesk/contract';
import type { Config } from '../../config';
import type { DbHandle, Db } from '../../db/database';
import type { Images } from '../../lib/crud/images';
import { requireAuth } from '../../plugins/auth';
import { createLogin, credentialsOf } from './login';
import { createLoginThrottle } from './login-throttle';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { registerRoutes } from './register.routes';
import type { Sessions } from './sessions';
import { teamRoutes } from './team.routes';
import type { UsersRepository } from './users.repository';

type Deps = {
  db: Db;
  handle: DbHandle;
  images: Images;
  config: Config;
  users: UsersRepository;
  sessions: Sessions;
};

export function usersRoutes(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle(deps.db, {
    perEmail: deps.config.loginMaxFailures,
    perIp: deps.config.loginIpMaxFailures,
  });
  const login = createLogin({ ...deps, throttle });
  const tags = ['users'];

  app.post(
    '/users/login',
    {
      config: {
        access: 'public',
        rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Sign in: answers a bearer token for every other call',
        description:
          'Credentials as this JSON body or as HTTP Basic (e-mail:password), or both as spec §7 sends them. A body, when sent, needs both fields.',
        body: LoginBodySchema.nullish(),
        response: { 200: LoginResponseSchema },
      },
    },
    (req) => login(credentialsOf(req), req.ip),
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out (ends this session)',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await deps.sessions.revoke(requireAuth(req).sessionId);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/users/staff',
    {
      schema: {
        tags,
        summary: 'Active staff, to assign enquiries to',
        response: { 200: z.array(StaffMemberSchema) },
      },
    },
    async () => {
      const rows = await deps.users.active();
      return rows.map(({ id, ...u }) => ({ _id: id, ...u }));
    },
  );

  registerRoutes(app, { users: deps.users, rateLimit: deps.config.publicFormRateLimit });
  passwordResetRoutes(app, deps);
  profileRoutes(app, deps);
  teamRoutes(app, deps);
}
