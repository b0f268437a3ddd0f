import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExchangeRateCreateSchema,
  ExchangeRateListQuerySchema,
  ExchangeRateListSchema,
  ExchangeRateSchema,
  IdParamsSchema,
  MONEY_RATES_PATH,
  MONEY_SETTINGS_PATH,
  MoneySettingsSchema,
  MoneySettingsUpdateSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { MoneySettingsStore } from './money.settings';

/** The agency's money settings and dated rates: admins keep them, managers read them. */
export function moneyRoutes(parent: FastifyInstance, store: MoneySettingsStore) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['money'];
  const read = { access: PERMISSIONS.money.read };
  const write = { access: PERMISSIONS.money.write };

  app.get(
    MONEY_SETTINGS_PATH,
    {
      config: read,
      schema: { tags, summary: 'Money settings', response: { 200: MoneySettingsSchema } },
    },
    () => store.get(),
  );
  app.put(
    MONEY_SETTINGS_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change the base currency, tax rates, bank details or terms',
        body: MoneySettingsUpdateSchema,
        response: { 200: MoneySettingsSchema },
      },
    },
    (req) => store.update(req.body),
  );
  app.get(
    MONEY_RATES_PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'Dated rates to the base currency, newest first',
        querystring: ExchangeRateListQuerySchema,
        response: { 200: ExchangeRateListSchema },
      },
    },
    async (req) => {
      const data = await store.rates(req.query.currency);
      return { data, total: data.length };
    },
  );
  app.post(
    MONEY_RATES_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Enter the rate of a currency on a day (one already entered is corrected)',
        body: ExchangeRateCreateSchema,
        response: { 201: ExchangeRateSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await store.setRate(req.body)),
  );
  app.delete(
    `${MONEY_RATES_PATH}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a dated rate entered by mistake',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      if (!(await store.removeRate(req.params.id))) throw notFound('Rate not found');
      return reply.status(204).send(null);
    },
  );
}
