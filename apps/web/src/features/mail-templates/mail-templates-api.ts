import type {
  Acknowledgement,
  AcknowledgementUpdate,
  MailPreview,
  MailPreviewBody,
  MailTemplate,
  MailTemplateCreate,
  MailTemplateUpdate,
} from '@studydesk/contract';
import { ACKNOWLEDGEMENT_PATH, MAIL_TEMPLATES_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { createSettingsList } from '../../lib/crud/settings-list';

const TEMPLATES_TAG = { type: 'MailTemplates', id: 'list' } as const;
const ACK_TAG = { type: 'Acknowledgement', id: 'one' } as const;

/**
 * The templates staff pick from when they write to a student (all staff read them), kept by
 * admins as a settings list by name; deleted outright, since a mail keeps its own copy.
 */
export const mailTemplates = createSettingsList<
  MailTemplate,
  MailTemplateCreate,
  MailTemplateUpdate,
  'remove'
>({
  name: 'mailTemplates',
  tag: TEMPLATES_TAG,
  path: MAIL_TEMPLATES_PATH,
  key: (t) => t.id,
  update: { method: 'PATCH', url: (id) => `${MAIL_TEMPLATES_PATH}/${id}` },
  remove: { method: 'DELETE', url: (id) => `${MAIL_TEMPLATES_PATH}/${id}` },
});

/** The acknowledgement's template, and a preview of either merged. */
export const mailTemplatesApi = api
  .enhanceEndpoints({ addTagTypes: [ACK_TAG.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
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

export const { usePreviewMailMutation, useAcknowledgementQuery, useUpdateAcknowledgementMutation } =
  mailTemplatesApi;
