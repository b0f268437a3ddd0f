import type {
  EmailEntry,
  EnquiryMail,
  MailPreview,
  MailPreviewBody,
  MailTemplate,
} from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { createIdMutation } from '../../lib/crud/id-endpoints';
import { enquiriesApi } from './enquiries-api';

/** Admins' mail templates, as an admin's edit of them (issue 24) invalidates them. */
export const MAIL_TEMPLATES_TAG = { type: 'mailTemplates', id: 'LIST' } as const;

const mailApi = api.enhanceEndpoints({ addTagTypes: [MAIL_TEMPLATES_TAG.type] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /mail-templates → {data}: every template, by name. */
    mailTemplateChoices: build.query<MailTemplate[], void>({
      query: () => '/mail-templates',
      transformResponse: (res: { data?: unknown }) =>
        Array.isArray(res.data) ? (res.data as MailTemplate[]) : [],
      providesTags: [MAIL_TEMPLATES_TAG],
    }),
    /** POST /mail-templates/preview: a template merged with one enquiry's values. */
    mailTemplateMerge: build.mutation<MailPreview, MailPreviewBody>({
      query: (body) => ({ url: '/mail-templates/preview', method: 'POST', body }),
    }),
  }),
});

export const { useMailTemplateChoicesQuery, useMailTemplateMergeMutation } = mailApi;

/**
 * POST /enquiries/{id}/emails: the mail is sent through the outbox and is a contact, so the
 * enquiry (its clock, its owner), its timeline and the lists reload.
 */
export const useSendEnquiryMailMutation = createIdMutation<EmailEntry, EnquiryMail>({
  tag: enquiriesApi.tag,
  name: 'enquiriesEmail',
  route: { method: 'POST', url: (id) => `${enquiriesResource.path}/${id}/emails` },
});
