import type { Db } from '../../db/database';
import { liveEnquiry } from '../enquiries/enquiries.live';
import { createMoneySettings } from '../money/money.settings';
import { createSettingsStore } from '../settings/settings.store';
import type { InvoiceViewer } from './invoices.access';
import { invoicePdf } from './invoices.pdf';
import { createInvoiceReads } from './invoices.read';
import { createInvoiceWrites } from './invoices.write';

/** What the invoice routes work with: reads, writes, and the PDF with the agency's details. */
export function createInvoiceService(db: Db) {
  const reads = createInvoiceReads(db);
  const money = createMoneySettings(db);
  const settings = createSettingsStore(db);
  return {
    reads,
    writes: createInvoiceWrites(db),
    liveEnquiry: (id: string) => liveEnquiry(db, id),
    async pdf(v: InvoiceViewer, id: string) {
      const inv = await reads.detail(v, id);
      const [agency, terms] = await Promise.all([settings.value('agencyName'), money.get()]);
      return { number: inv.number, bytes: await invoicePdf(inv, agency, terms) };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
