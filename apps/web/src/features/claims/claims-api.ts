import type {
  Claim,
  ClaimableList,
  ClaimCreate,
  ClaimPaymentCreate,
  ClaimSent,
  ClaimSummary,
  ClaimUpdate,
} from '@studydesk/contract';
import { api } from '../../lib/api';

// The contract's paths, written out: its main entry would bring zod to the list's first load.
const path = '/claims';
const TAG = 'claim' as const;
const LIST = { type: TAG, id: 'LIST' } as const;
const one = (id: string) => ({ type: TAG, id }) as const;
/** A write on a claim reloads it and the lists (its status and figures show there). */
const written = (_r: unknown, _e: unknown, { id }: { id: string }) => [LIST, one(id)];

export type ClaimListArgs = {
  page: number;
  limit: number;
  status?: string;
  office?: string;
};
type ClaimList = { data: ClaimSummary[]; total: number };
type LineArgs = { id: string; line: string };

/** Commission claimed from colleges: the list, one claim, and every write on it. */
export const claimsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    claimList: build.query<ClaimList, ClaimListArgs>({
      query: (params) => ({ url: path, params }),
      providesTags: [LIST],
    }),
    claim: build.query<Claim, string>({
      query: (id) => `${path}/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [one(id)],
    }),
    /** GET /claims/claimable: a college's enrolled students with something to claim today. */
    claimable: build.query<ClaimableList['data'], { college: string; office?: string }>({
      query: (params) => ({ url: `${path}/claimable`, params }),
      transformResponse: (raw: ClaimableList) => raw.data,
      providesTags: [LIST],
    }),
    createClaim: build.mutation<Claim, ClaimCreate>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    sendClaim: build.mutation<ClaimSent, { id: string }>({
      query: ({ id }) => ({ url: `${path}/${id}/send`, method: 'POST' }),
      invalidatesTags: written,
    }),
    payClaim: build.mutation<Claim, { id: string; body: ClaimPaymentCreate }>({
      query: ({ id, body }) => ({ url: `${path}/${id}/payments`, method: 'POST', body }),
      invalidatesTags: written,
    }),
    updateClaim: build.mutation<Claim, { id: string; body: ClaimUpdate }>({
      query: ({ id, body }) => ({ url: `${path}/${id}`, method: 'PATCH', body }),
      invalidatesTags: written,
    }),
    creditLine: build.mutation<Claim, LineArgs & { reason: string }>({
      query: ({ id, line, reason }) => ({
        url: `${path}/${id}/lines/${line}/credit`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: written,
    }),
    moveLine: build.mutation<Claim, LineArgs & { intake: string }>({
      query: ({ id, line, intake }) => ({
        url: `${path}/${id}/lines/${line}/move`,
        method: 'POST',
        body: { intake },
      }),
      invalidatesTags: written,
    }),
  }),
});

export const {
  useClaimListQuery,
  useClaimQuery,
  useClaimableQuery,
  useCreateClaimMutation,
  useSendClaimMutation,
  usePayClaimMutation,
  useUpdateClaimMutation,
  useCreditLineMutation,
  useMoveLineMutation,
} = claimsApi;
