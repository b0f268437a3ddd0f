import {
  MailTemplateCreateSchema,
  type MailTemplate,
  type MailTemplateCreate,
} from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { MERGE_HINT } from './merge-hint';
import { mailTemplates } from './mail-templates-api';

const BLANK: MailTemplateCreate = { name: '', subject: '', body: '' };

/** Adds a template, or edits `template`. */
export function TemplateDialog(props: {
  open: boolean;
  template: MailTemplate | undefined;
  onClose: () => void;
}) {
  const [create] = mailTemplates.useAddMutation();
  const [update] = mailTemplates.useUpdateMutation();
  const t = props.template;
  return (
    <FormDialog<MailTemplateCreate, MailTemplateCreate>
      open={props.open}
      title={t ? `Edit ${t.name}` : 'Add template'}
      schema={MailTemplateCreateSchema}
      values={t ? { name: t.name, subject: t.subject, body: t.body } : BLANK}
      fields={[
        { name: 'name', label: 'Name', required: true, helperText: 'What staff pick it by.' },
        { name: 'subject', label: 'Subject', required: true },
        { name: 'body', label: 'Message', required: true, rows: 8, helperText: MERGE_HINT },
      ]}
      onSubmit={async (v) => {
        await withToastsOrThrow(
          () => (t ? update({ key: t.id, body: v }).unwrap() : create(v).unwrap()),
          t ? 'Template saved' : 'Template added',
          'Could not save the template',
        );
        props.onClose();
      }}
      submitLabel={t ? 'Save' : 'Add'}
      onClose={props.onClose}
    />
  );
}
