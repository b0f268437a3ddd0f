import type { ModuleRegistration } from '../module';
import { invoicesOfEnquiryRoutes } from './invoices.enquiry.routes';
import { invoicesRoutes } from './invoices.routes';
import { createInvoiceService } from './invoices.service';

/** Students' invoices, their PDFs and payments (with numbered receipts). */
export const invoicesModule: ModuleRegistration = {
  name: 'invoices',
  register: (api, { handle }) => {
    const svc = createInvoiceService(handle.db);
    invoicesOfEnquiryRoutes(api, svc);
    invoicesRoutes(api, svc);
    return Promise.resolve();
  },
};
