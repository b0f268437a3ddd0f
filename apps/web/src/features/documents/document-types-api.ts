import type {
  DocumentRequirement,
  DocumentRequirementCreate,
  DocumentType,
} from '@studydesk/contract';
import { createSettingsList } from '../../lib/crud/settings-list';
import { REQUIREMENT_LIST, TYPE_LIST, checklistsWritten, documentsBaseApi } from './document-tags';

const TYPES = '/document-types';
const RULES = '/document-requirements';
const at = (id: string) => `${TYPES}/${id}`;

/**
 * The admin's document types (Settings → Documents), in the admin's order; `retired: true`
 * lists the retired ones too. A change to a type changes checklists (names, what is required),
 * so every student's documents read reloads when next shown, and the board's counts with them.
 */
export const documentTypes = createSettingsList<
  DocumentType,
  { name: string },
  { name: string },
  'retire' | 'restore'
>({
  name: 'documentTypes',
  tag: TYPE_LIST,
  path: TYPES,
  key: (t) => t._id,
  update: { method: 'PATCH', url: at },
  retire: { method: 'PATCH', url: at, body: { retired: true } },
  restore: { method: 'PATCH', url: at, body: { retired: false } },
  alsoInvalidates: (op) => (op === 'add' ? [] : [REQUIREMENT_LIST, ...checklistsWritten]),
});
export const useDocumentTypesQuery = documentTypes.useListQuery;

/** The checklist rules; every write changes checklists too. */
export const documentRulesApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
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
  useDocumentRequirementsQuery,
  useAddDocumentRequirementMutation,
  useRemoveDocumentRequirementMutation,
} = documentRulesApi;
