import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AtRiskQuerySchema,
  AtRiskSchema,
  ForecastQuerySchema,
  ForecastSchema,
  MONEY_AT_RISK_PATH,
  MONEY_FORECAST_PATH,
  MONEY_SUMMARY_PATH,
  MoneySummaryQuerySchema,
  MoneySummarySchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { cachedReport } from '../../lib/report-cache';
import { foldGroupsLater } from '../applications/commission.groups';
import { moneyAtRisk } from './money.at-risk';
import { moneyExportRoute } from './money.export';
import { forecast } from './money.forecast';
import { keptMoney } from './money.kept-sums';
import { keptCommission, moneySummary } from './money.reports';

/**
 * The money reports: admins see the agency's, managers their offices' (office= narrows). Each
 * reads every invoice or open application in scope, so each runs as a report (lib/report.ts):
 * timed out, a few at once, and stopped when its client leaves; its answer is kept until
 * what it read changes (lib/report-cache.ts).
 */
export function moneyReportRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    MONEY_SUMMARY_PATH,
    {
      config: { access: PERMISSIONS.money.read },
      schema: {
        tags: ['money'],
        summary: 'Fees received by month, office and counsellor; outstanding by age; in base',
        querystring: MoneySummaryQuerySchema,
        response: { 200: MoneySummarySchema },
      },
    },
    (req, reply) =>
      cachedReport(db, reply, 'summary', req.query, (d) =>
        moneySummary(d, req.query, keptMoney, keptCommission(db)),
      ),
  );
  app.get(
    MONEY_FORECAST_PATH,
    {
      config: { access: PERMISSIONS.money.read },
      schema: {
        tags: ['money'],
        summary: 'Commission expected per month from the open pipeline, and how it was worked out',
        querystring: ForecastQuerySchema,
        response: { 200: ForecastSchema },
      },
    },
    async (req, reply) => {
      const answer = await cachedReport(db, reply, 'forecast', req.query, (d) =>
        forecast(d, req.query),
      );
      foldGroupsLater(db);
      return answer;
    },
  );
  app.get(
    MONEY_AT_RISK_PATH,
    {
      config: { access: PERMISSIONS.money.read },
      schema: {
        tags: ['money'],
        summary:
          'Conditional offers with conditions or a deposit due within 14 days, and their commission',
        querystring: AtRiskQuerySchema,
        response: { 200: AtRiskSchema },
      },
    },
    (req, reply) => cachedReport(db, reply, 'at-risk', req.query, (d) => moneyAtRisk(d, req.query)),
  );
  moneyExportRoute(app, db);
}
