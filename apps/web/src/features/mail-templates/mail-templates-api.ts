import {
  ACKNOWLEDGEMENT_PATH,
  MAIL_TEMPLATES_PATH,
  type Acknowledgement,
  type AcknowledgementUpdate,
  type MailPreview,
  type MailPreviewBody,
  type MailTemplate,
  type MailTemplateCreate,
  type MailTemplateList,
  type MailTemplateUpdate,
} from '@studydesk/contract';
import { api } from '../../lib/api';

const TEMPLATES_TAG = { type: 'MailTemplates', id: 'list' } as const;
const ACK_TAG = { type: 'Acknowledgement', id: 'one' } as const;

/**
 * Mail templates (issue 24): the list staff pick from when they write to a student (all staff
 * read it), kept by admins; the acknowledgement's template; a preview of either merged.
 */
export const mailTemplatesApi = api
  .enhanceEndpoints({ addTagTypes: [TEMPLATES_TAG.type, ACK_TAG.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      mailTemplates: build.query<MailTemplateList, void>({
        query: () => MAIL_TEMPLATES_PATH,
        providesTags: [TEMPLATES_TAG],
      }),
      createMailTemplate: build.mutation<MailTemplate, MailTemplateCreate>({
        query: (body) => ({ url: MAIL_TEMPLATES_PATH, method: 'POST', body }),
        invalidatesTags: [TEMPLATES_TAG],
      }),
      updateMailTemplate: build.mutation<MailTemplate, MailTemplateUpdate & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `${MAIL_TEMPLATES_PATH}/${id}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: [TEMPLATES_TAG],
      }),
      deleteMailTemplate: build.mutation<void, string>({
        query: (id) => ({ url: `${MAIL_TEMPLATES_PATH}/${id}`, method: 'DELETE' }),
        invalidatesTags: [TEMPLATES_TAG],
      }),
      previewMail: build.mutation<MailPreview, MailPreviewBody>({
        query: (body) => ({ url: `${MAIL_TEMPLATES_PATH}/preview`, method: 'POST', body }),
      }),
      acknowledgement: build.query<Acknowledgement, void>({
        query: () => ACKNOWLEDGEMENT_PATH,
        providesTags: [ACK_TAG],
      }),
      updateAcknowledgement: build.mutation<Acknowledgement, AcknowledgementUpdate>({
        query: (body) => ({ url: ACKNOWLEDGEMENT_PATH, method: 'PUT', body }),
        invalidatesTags: [ACK_TAG],
      }),
    }),
  });

export const {
  useMailTemplatesQuery,
  useCreateMailTemplateMutation,
  useUpdateMailTemplateMutation,
  useDeleteMailTemplateMutation,
  usePreviewMailMutation,
  useAcknowledgementQuery,
  useUpdateAcknowledgementMutation,
} = mailTemplatesApi;
