import type { EmailEntry, EnquiryMail, MailPreview, MailPreviewBody } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { createIdMutation } from '../../lib/crud/id-endpoints';
import { mailTemplates } from '../mail-templates/mail-templates-api';
import { enquiriesApi } from './enquiries-api';

const mailApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** POST /mail-templates/preview: a template merged with one enquiry's values. */
    mailTemplateMerge: build.mutation<MailPreview, MailPreviewBody>({
      query: (body) => ({ url: '/mail-templates/preview', method: 'POST', body }),
    }),
  }),
});

/**
 * Every template, by name: the settings list's own read, so that an admin's edit in
 * Settings → E-mail reaches the compose dialog at once.
 */
export const useMailTemplateChoicesQuery = () => mailTemplates.useListQuery();
export const { useMailTemplateMergeMutation } = mailApi;

/**
 * POST /enquiries/{id}/emails: the mail is sent through the outbox and is a contact, so the
 * enquiry (its clock, its owner), its timeline and the lists reload.
 */
export const useSendEnquiryMailMutation = createIdMutation<EmailEntry, EnquiryMail>({
  tag: enquiriesApi.tag,
  name: 'enquiriesEmail',
  route: { method: 'POST', url: (id) => `${enquiriesResource.path}/${id}/emails` },
});
