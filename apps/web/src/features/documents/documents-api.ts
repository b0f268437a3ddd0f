import type { Document, DocumentReview, DocumentsAnswer } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { APPLICATION_LIST } from '../applications/application-tags';
import { documentsBaseApi, documentsTag, documentsWritten } from './document-tags';

const PATH = '/documents';
const studentPath = (enquiry: string) => `${enquiriesResource.path}/${enquiry}/documents`;

/** A write on one document of a student (the student's reads are what it makes stale). */
type OfStudent = { id: string; enquiry: string };

/**
 * A student's documents and checklist, the trash of them (admins) and the writes:
 * review, delete and restore. Uploads go through useUploadDocument (they report progress).
 */
export const documentsApi = documentsBaseApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /**
     * GET /enquiries/:id/documents: newest first, with the checklist. The checklist follows the
     * phases and destinations of the student's applications, so any write to an application (a
     * stage move above all) makes it stale as well.
     */
    studentDocuments: build.query<DocumentsAnswer, string>({
      query: (enquiry) => studentPath(enquiry),
      transformResponse: (raw: Partial<DocumentsAnswer>) => ({
        data: raw.data ?? [],
        checklist: raw.checklist ?? [],
      }),
      providesTags: (_r, _e, enquiry) => [documentsTag(enquiry), APPLICATION_LIST],
    }),
    /** GET /enquiries/:id/documents?deleted=true: deleted within the last 30 days. */
    deletedDocuments: build.query<Document[], string>({
      query: (enquiry) => ({ url: studentPath(enquiry), params: { deleted: true } }),
      transformResponse: (raw: Partial<DocumentsAnswer>) => raw.data ?? [],
      providesTags: (_r, _e, enquiry) => [documentsTag(enquiry)],
    }),
    /** PATCH /documents/:id: accepted, or rejected with the reason the student sees. */
    reviewDocument: build.mutation<Document, OfStudent & { body: DocumentReview }>({
      query: ({ id, body }) => ({ url: `${PATH}/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { enquiry }) => documentsWritten(enquiry),
    }),
    /** DELETE /documents/:id: into the trash for 30 days. */
    deleteDocument: build.mutation<unknown, OfStudent>({
      query: ({ id }) => ({ url: `${PATH}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { enquiry }) => documentsWritten(enquiry),
    }),
    /** POST /documents/:id/restore (admins). */
    restoreDocument: build.mutation<Document, OfStudent>({
      query: ({ id }) => ({ url: `${PATH}/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_r, _e, { enquiry }) => documentsWritten(enquiry),
    }),
  }),
});

export const {
  useStudentDocumentsQuery,
  useDeletedDocumentsQuery,
  useReviewDocumentMutation,
  useDeleteDocumentMutation,
  useRestoreDocumentMutation,
} = documentsApi;

export { studentPath };
