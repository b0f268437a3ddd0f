import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MONEY_EXPORT_PATH, MoneyExportQuerySchema, PERMISSIONS } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import type { SheetColumn } from '../../lib/spreadsheet';
import { SHEET_TYPES, sendSheet } from '../../lib/spreadsheet-reply';
import { periodOf, scopedInvoices } from './money.reports';

/*
 * GET /money/export: the invoices issued in a period as an accounting package imports them
 * (date, number, contact, net, tax, gross, currency), CSV or XLSX. Amounts are decimal text with
 * the currency's decimals (a number cell in XLSX); text cells that a spreadsheet would run as a
 * formula are guarded by the shared CSV writer.
 */
const BATCH = 1000;

type Line = {
  id: string;
  issued: string;
  number: string;
  fName: string;
  lName: string | null;
  currency: string;
  net: number | string;
  tax: number | string;
  total: number | string;
};
const amount = (header: string, pick: (l: Line) => number | string): SheetColumn<Line> => ({
  header,
  width: 12,
  type: 'number',
  value: (l) => moneyOf(pick(l), l.currency).amount,
});
const COLUMNS: SheetColumn<Line>[] = [
  { header: 'Date', width: 12, type: 'date', value: (l) => l.issued },
  { header: 'Number', width: 16, type: 'text', value: (l) => l.number },
  { header: 'Contact', width: 26, type: 'text', value: (l) => fullName(l.fName, l.lName) },
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
        summary: 'Invoices issued in a period for an accounting package, as CSV or XLSX',
        querystring: MoneyExportQuerySchema,
        produces: SHEET_TYPES,
      },
    },
    async (req, reply) => {
      const p = periodOf(req.query);
      // Scoped here, in the request: the batches are read later, as the reply streams.
      const q = scopedInvoices(db)
        .where('i.issued', '>=', p.from)
        .where('i.issued', '<=', p.to)
        .select(['i.id', 'i.issued', 'i.number', 'e.fName', 'e.lName', 'i.currency'])
        .select(['i.net', 'i.tax', 'i.total']);
      const counted = await q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      async function* rows() {
        let after: Line | undefined;
        for (;;) {
          const batch: Line[] = await (
            after
              ? q.where((eb) =>
                  eb.or([
                    eb('i.issued', '>', after!.issued),
                    eb.and([
                      eb('i.issued', '=', after!.issued),
                      eb('i.number', '>', after!.number),
                    ]),
                  ]),
                )
              : q
          )
            .orderBy('i.issued')
            .orderBy('i.number')
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
        name: 'invoices',
        title: 'Invoices',
        columns: COLUMNS,
        rows: rows(),
        total: Number(counted.n),
      });
    },
  );
}
