import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DUPLICATE_EMAIL_MESSAGE, REGISTERED_MESSAGE, RegisterSchema } from '@studydesk/contract';
import { guardUnique } from '../../lib/crud/constraints';
import { conflict } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

const duplicate = () => conflict(DUPLICATE_EMAIL_MESSAGE, { email: DUPLICATE_EMAIL_MESSAGE });

/** Public registration: a pending counsellor, who can sign in once an admin approves. */
export function registerRoutes(
  parent: FastifyInstance,
  deps: { users: UsersRepository; rateLimit: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/users/register',
    {
      config: { access: 'public', rateLimit: { max: deps.rateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Ask for a staff account (waits for an admin to approve it)',
        body: RegisterSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { confirmPassword: _confirm, ...fields } = req.body;
      if (await deps.users.findByEmail(fields.email)) throw duplicate();
      // A concurrent registration of the same address loses at the unique index instead.
      await guardUnique({ email: DUPLICATE_EMAIL_MESSAGE }, () =>
        deps.users.create({ ...fields, userType: 'counsellor', status: 'pending' }),
      );
      return reply.status(201).send({ message: REGISTERED_MESSAGE });
    },
  );
}
