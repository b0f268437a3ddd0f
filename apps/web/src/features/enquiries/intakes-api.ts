import type { EnquiryIntake, FollowUp, FollowUpCreate } from '@studydesk/contract';
import { enquiriesResource, followUpsResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { LIST_ID } from '../../lib/crud/tags';

const ENQUIRIES = enquiriesResource.name;
const FOLLOW_UPS = followUpsResource.name;

/** An enquiry's matching open intakes, and the follow-up booked before one closes. */
const intakesApi = api.enhanceEndpoints({ addTagTypes: [ENQUIRIES, FOLLOW_UPS] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /enquiries/{id}/intakes?today: soonest deadline first. */
    enquiryIntakes: build.query<EnquiryIntake[], { id: string; today: string }>({
      query: ({ id, today }) => ({
        url: `${enquiriesResource.path}/${id}/intakes`,
        params: { today },
      }),
      transformResponse: (raw: { data?: EnquiryIntake[] }) => raw.data ?? [],
      providesTags: (_r, _e, { id }) => [{ type: ENQUIRIES, id }],
    }),
    /** POST /followUp: the enquiry's timeline and the follow-up queue reload. */
    addFollowUp: build.mutation<FollowUp, FollowUpCreate>({
      query: (body) => ({ url: followUpsResource.path, method: 'POST', body }),
      invalidatesTags: (_r, err, { enquiry }) =>
        err
          ? []
          : [
              { type: ENQUIRIES, id: enquiry },
              { type: FOLLOW_UPS, id: LIST_ID },
            ],
    }),
  }),
});

export const { useEnquiryIntakesQuery, useAddFollowUpMutation } = intakesApi;
