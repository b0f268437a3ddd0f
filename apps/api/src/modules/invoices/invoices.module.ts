import type { ModuleRegistration } from '../module';
import { invoicesOfEnquiryRoutes } from './invoices.enquiry.routes';
import { createReminderScheduler } from './invoices.reminders.scheduler';
import { invoicesRoutes } from './invoices.routes';
import { createInvoiceService } from './invoices.service';
import { RECEIPT_PDF } from './invoices.mail';
import { SYSTEM_VIEWER } from './invoices.access';

/** Students' invoices, their PDFs, payments (with numbered receipts) and reminders. */
export const invoicesModule: ModuleRegistration = {
  name: 'invoices',
  register: (api, { app, handle, outbox }) => {
    const svc = createInvoiceService(handle.db);
    // a receipt's mail carries its PDF, made as it goes (any office: the worker has no viewer)
    outbox.makeAttachments(RECEIPT_PDF, async (ref) => {
      const [invoice = '', payment = ''] = ref.split('/');
      return (await svc.receiptPdf(SYSTEM_VIEWER, invoice, payment)).bytes;
    });
    invoicesOfEnquiryRoutes(api, svc);
    invoicesRoutes(api, svc);
    const reminders = createReminderScheduler({ db: handle.db, log: app.log });
    reminders.start();
    app.addHook('onClose', () => reminders.stop());
  },
};
