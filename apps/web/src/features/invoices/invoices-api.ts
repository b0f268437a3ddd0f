import type {
  InvoiceSummary,
  PaymentCreate,
  Receipt,
  InvoiceSent,
  InvoiceCreate,
  Invoice,
  Fee,
} from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

const INVOICES = 'invoice';
const studentTag = (enquiry: string) => ({ type: INVOICES, id: enquiry }) as const;
/** A write on one of a student's invoices: their list of invoices and their timeline. */
const written = (enquiry: string) => [
  studentTag(enquiry),
  { type: enquiriesResource.name, id: enquiry },
];
type OfStudent = { id: string; enquiry: string };

/*
 * The price list's tag, which every fee write invalidates (features/fees/fees-api.ts), so a fee
 * added or changed shows in the next price list. Written out, not imported: a module shared by
 * the two lazy chunks made Rollup regroup the shell's chunks (+1.3 KB on every staff route).
 */
const FEES = { type: 'Fee', id: 'list' } as const;
const invoicesBaseApi = api.enhanceEndpoints({
  addTagTypes: [INVOICES, enquiriesResource.name, FEES.type],
});

/** A student's invoices on their record, and the writes admins and managers make on them. */
export const invoicesApi = invoicesBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /enquiries/:id/invoices: the student's invoices (a record has few; 100 is all). */
    studentInvoices: build.query<InvoiceSummary[], string>({
      query: (enquiry) => ({
        url: `${enquiriesResource.path}/${enquiry}/invoices`,
        params: { limit: 100 },
      }),
      transformResponse: (raw: { data?: InvoiceSummary[] }) => raw.data ?? [],
      providesTags: (_r, _e, enquiry) => [studentTag(enquiry)],
    }),
    /** GET /invoices/:id: one invoice whole (its payments: the receipts on its card). */
    invoice: build.query<Invoice, OfStudent>({
      query: ({ id }) => `/invoices/${id}`,
      providesTags: (_r, _e, { enquiry }) => [studentTag(enquiry)],
    }),
    /** GET /fees: the price list's active services, to start an invoice's lines from. */
    priceList: build.query<Fee[], void>({
      query: () => '/fees',
      transformResponse: (raw: { data?: Fee[] }) => raw.data ?? [],
      providesTags: [FEES],
    }),
    createInvoice: build.mutation<Invoice, { enquiry: string; body: InvoiceCreate }>({
      query: ({ enquiry, body }) => ({
        url: `${enquiriesResource.path}/${enquiry}/invoices`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { enquiry }) => written(enquiry),
    }),
    /** POST /invoices/:id/payments: answers the numbered receipt. */
    recordPayment: build.mutation<Receipt, OfStudent & { body: PaymentCreate }>({
      query: ({ id, body }) => ({ url: `/invoices/${id}/payments`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { enquiry }) => written(enquiry),
    }),
    /** POST /invoices/:id/send: queues a mail to the student with the PDF attached. */
    sendInvoice: build.mutation<InvoiceSent, OfStudent>({
      query: ({ id }) => ({ url: `/invoices/${id}/send`, method: 'POST' }),
      invalidatesTags: (_r, _e, { enquiry }) => written(enquiry),
    }),
  }),
});

export const {
  useStudentInvoicesQuery,
  useInvoiceQuery,
  usePriceListQuery,
  useCreateInvoiceMutation,
  useRecordPaymentMutation,
  useSendInvoiceMutation,
} = invoicesApi;
