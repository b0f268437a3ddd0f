import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MONEY_EXPORT_PATH, MoneyExportQuerySchema, PERMISSIONS } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import type { SheetColumn } from '../../lib/spreadsheet';
import { SHEET_TYPES, sendSheet } from '../../lib/spreadsheet-reply';
import { exportRows, type ExportRow } from './money.export.rows';
import { periodOf } from './money.reports';

/*
 * GET /money/export: the invoices, claims and credit notes of a period (money.export.rows.ts) as
 * an accounting package imports them (date, number, contact, net, tax, gross, currency), CSV or
 * XLSX. Amounts are decimal text with the currency's decimals (a number cell in XLSX); text
 * cells that a spreadsheet would run as a formula are guarded by the shared CSV writer.
 */
const BATCH = 1000;

const amount = (
  header: string,
  pick: (l: ExportRow) => number | string,
): SheetColumn<ExportRow> => ({
  header,
  width: 12,
  type: 'number',
  value: (l) => moneyOf(pick(l), l.currency).amount,
});
const COLUMNS: SheetColumn<ExportRow>[] = [
  { header: 'Date', width: 12, type: 'date', value: (l) => l.day },
  { header: 'Number', width: 16, type: 'text', value: (l) => l.number },
  { header: 'Contact', width: 26, type: 'text', value: (l) => fullName(l.contact, l.lastName) },
  amount('Net', (l) => l.net),
  amount('Tax', (l) => l.tax),
  amount('Gross', (l) => l.total),
  { header: 'Currency', width: 9, type: 'text', value: (l) => l.currency },
];

export function moneyExportRoute(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    MONEY_EXPORT_PATH,
    {
      config: { access: PERMISSIONS.money.read },
      schema: {
        tags: ['money'],
        summary:
          'Invoices issued, claims sent and credit notes made in a period for an accounting package, as CSV or XLSX',
        querystring: MoneyExportQuerySchema,
        produces: SHEET_TYPES,
      },
    },
    async (req, reply) => {
      const p = periodOf(req.query);
      // Scoped here, in the request: the batches are read later, as the reply streams.
      const q = exportRows(db, p);
      const counted = await q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      async function* rows() {
        let after: ExportRow | undefined;
        for (;;) {
          const batch: ExportRow[] = await (
            after
              ? q.where((eb) =>
                  eb.or([
                    eb('x.day', '>', after!.day),
                    eb.and([eb('x.day', '=', after!.day), eb('x.number', '>', after!.number)]),
                  ]),
                )
              : q
          )
            .orderBy('x.day')
            .orderBy('x.number')
            .limit(BATCH)
            .execute();
          if (batch.length) yield batch;
          if (batch.length < BATCH) return;
          after = batch.at(-1);
        }
      }
      return sendSheet(reply, {
        format: req.query.format,
        tz: 'UTC',
        name: 'accounting',
        title: 'Accounting',
        columns: COLUMNS,
        rows: rows(),
        total: Number(counted.n),
      });
    },
  );
}
