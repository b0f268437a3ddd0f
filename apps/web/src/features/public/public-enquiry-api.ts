import {
  ENQUIRIES_PATH,
  type EnquiryPublicCreate,
  type PublicEnquiryReceiptSchema,
} from '@studydesk/contract';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type EnquiryReceipt = z.infer<typeof PublicEnquiryReceiptSchema>;

const publicEnquiryApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** POST /enquiries (public): 201 {message, enqNo}; 400 with fieldErrors; 429 when too many. */
    sendEnquiry: build.mutation<EnquiryReceipt, EnquiryPublicCreate>({
      query: (body) => ({ url: ENQUIRIES_PATH, method: 'POST', body }),
    }),
  }),
});

export const { useSendEnquiryMutation } = publicEnquiryApi;
