import type { ModuleRegistration } from '../module';
import { invoicesOfEnquiryRoutes } from './invoices.enquiry.routes';
import { createReminderScheduler } from './invoices.reminders.scheduler';
import { invoicesRoutes } from './invoices.routes';
import { createInvoiceService } from './invoices.service';

/** Students' invoices, their PDFs, payments (with numbered receipts) and reminders. */
export const invoicesModule: ModuleRegistration = {
  name: 'invoices',
  register: (api, { app, handle }) => {
    const svc = createInvoiceService(handle.db);
    invoicesOfEnquiryRoutes(api, svc);
    invoicesRoutes(api, svc);
    const reminders = createReminderScheduler({ db: handle.db, log: app.log });
    reminders.start();
    app.addHook('onClose', () => reminders.stop());
  },
};
