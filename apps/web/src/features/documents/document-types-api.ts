import type {
  DocumentRequirement,
  DocumentRequirementCreate,
  DocumentType,
  DocumentTypeUpdate,
} from '@studydesk/contract';
import { REQUIREMENT_LIST, TYPE_LIST, checklistsWritten, documentsBaseApi } from './document-tags';

const TYPES = '/document-types';
const RULES = '/document-requirements';

/**
 * The admin's document types and checklist rules (Settings → Documents). Every write changes
 * checklists (names, what is required), so every student's documents read reloads when next
 * shown, and the board's counts with them.
 */
export const documentTypesApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /document-types (`retired=true`: the retired ones too), in the admin's order. */
    documentTypes: build.query<DocumentType[], { retired?: boolean } | void>({
      query: (args) => ({ url: TYPES, params: args?.retired ? { retired: true } : {} }),
      transformResponse: (raw: { data?: DocumentType[] }) => raw.data ?? [],
      providesTags: [TYPE_LIST],
    }),
    addDocumentType: build.mutation<DocumentType, { name: string }>({
      query: (body) => ({ url: TYPES, method: 'POST', body }),
      invalidatesTags: [TYPE_LIST],
    }),
    /** PATCH /document-types/:id: rename, retire or bring back. */
    updateDocumentType: build.mutation<DocumentType, DocumentTypeUpdate & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${TYPES}/${id}`, method: 'PATCH', body }),
      invalidatesTags: [TYPE_LIST, REQUIREMENT_LIST, ...checklistsWritten],
    }),
    /** GET /document-requirements: every rule of the checklist. */
    documentRequirements: build.query<DocumentRequirement[], void>({
      query: () => RULES,
      transformResponse: (raw: { data?: DocumentRequirement[] }) => raw.data ?? [],
      providesTags: [REQUIREMENT_LIST],
    }),
    addDocumentRequirement: build.mutation<DocumentRequirement, DocumentRequirementCreate>({
      query: (body) => ({ url: RULES, method: 'POST', body }),
      invalidatesTags: [REQUIREMENT_LIST, ...checklistsWritten],
    }),
    removeDocumentRequirement: build.mutation<unknown, string>({
      query: (id) => ({ url: `${RULES}/${id}`, method: 'DELETE' }),
      invalidatesTags: [REQUIREMENT_LIST, ...checklistsWritten],
    }),
  }),
});

export const {
  useDocumentTypesQuery,
  useAddDocumentTypeMutation,
  useUpdateDocumentTypeMutation,
  useDocumentRequirementsQuery,
  useAddDocumentRequirementMutation,
  useRemoveDocumentRequirementMutation,
} = documentTypesApi;
