import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordSchema,
  PASSWORD_RESET_DONE,
  ResetPasswordSchema,
} from '@studydesk/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createAfterAnswer } from '../../lib/after-answer';
import { createPasswordResets } from './password-reset';

const message = { 200: z.object({ message: z.string() }) };

/** The address links in mail start with: PUBLIC_BASE_URL, else this machine's own. */
function publicUrl(config: Config, warn: (msg: string) => void): () => string {
  let warned = false;
  return () => {
    if (config.publicBaseUrl) return config.publicBaseUrl;
    const local = `http://localhost:${config.port}`;
    if (!warned) warn(`PUBLIC_BASE_URL is not set: links in mail point to ${local}`);
    warned = true;
    return local;
  };
}

/** POST /users/forgot-password and /users/reset-password, both public. */
export function passwordResetRoutes(parent: FastifyInstance, deps: { db: Db; config: Config }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const resets = createPasswordResets(
    deps.db,
    publicUrl(deps.config, (m) => app.log.warn(m)),
  );
  const later = createAfterAnswer(app.log);
  app.addHook('onClose', () => later.drained());
  const tags = ['users'];

  app.post(
    '/users/forgot-password',
    {
      config: {
        access: 'public',
        // a public form: PUBLIC_FORM_RATE_LIMIT a minute per address, then 429
        rateLimit: { max: deps.config.publicFormRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Always 202 with the same answer, whether or not the address has an account: the lookup and the mail happen after the answer. A link works once, within 30 minutes.',
        body: ForgotPasswordSchema,
        response: { 202: message[200] },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      later.push('password reset request', () => resets.request(email));
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: {
        access: 'public',
        rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Set a new password with the link from the reset mail',
        description:
          'Signs the account out everywhere. An expired, used or unknown link: 400 with one message.',
        body: ResetPasswordSchema,
        response: message,
      },
    },
    async (req) => {
      await resets.reset(req.body.token, req.body.password);
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
