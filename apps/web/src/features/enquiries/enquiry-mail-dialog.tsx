import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { blankable, EnquiryMailSchema, type Enquiry } from '@studydesk/contract';
import type { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useSessionUser } from '../../lib/session';
import { useSendEnquiryMailMutation } from './enquiry-mail-api';
import { MailTemplateField } from './mail-template-field';
import type { ReplyEntry } from './reply-line';

/** The form's values: no template is the empty choice. */
const MailFormSchema = EnquiryMailSchema.extend({
  template: blankable(EnquiryMailSchema.shape.template.unwrap()),
});
type MailValues = z.input<typeof MailFormSchema>;
const BLANK: MailValues = { template: '', subject: '', body: '' };
/** An answer keeps the thread's subject, as mail programs do ("Re:" once). */
const answering = (reply: ReplyEntry): MailValues => ({
  ...BLANK,
  subject: /^re:/i.test(reply.subject) ? reply.subject : `Re: ${reply.subject}`,
});

const fieldsFor = (enquiry: string): FormField<MailValues>[] => [
  {
    name: 'template',
    label: 'Template',
    render: (field, error) => (
      <MailTemplateField
        enquiry={enquiry}
        field={field as Parameters<typeof MailTemplateField>[0]['field']}
        error={error}
      />
    ),
  },
  { name: 'subject', label: 'Subject', required: true },
  { name: 'body', label: 'Message', required: true, rows: 8 },
];

/** The outbox answers at once; the mail leaves when the mail server takes it (maybe later). */
const QUEUED = 'Queued - it will be sent when the mail server answers';

/** To whom it goes (read-only) and where the answers come back. */
function Addressing({ to }: { to: string }) {
  const me = useSessionUser();
  return (
    <>
      <TextField
        label="To"
        value={to}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText={me ? `Replies come to you at ${me.email}` : undefined}
      />
      <Alert severity="info" variant="outlined">
        Sending counts as a contact: it stops the response clock and shows on the timeline.
      </Alert>
    </>
  );
}

/**
 * "E-mail" on the record: to the student's address, from a template or written
 * here; the server merges the student's details and sends it through the outbox.
 */
export default function EnquiryMailDialog({
  enquiry,
  reply = null,
  open,
  onClose,
}: {
  enquiry: Enquiry;
  /** the student's mail this answers: the server sends it with that mail's thread headers */
  reply?: ReplyEntry | null;
  open: boolean;
  onClose: () => void;
}) {
  const [send] = useSendEnquiryMailMutation();
  return (
    <FormDialog
      open={open}
      title={reply ? `Reply to ${enquiry.fName}` : `E-mail ${enquiry.fName}`}
      intro={<Addressing to={enquiry.email} />}
      schema={MailFormSchema}
      fields={fieldsFor(enquiry._id)}
      values={reply ? answering(reply) : BLANK}
      submitLabel="Send"
      onSubmit={(body) =>
        withToastsOrThrow(
          () =>
            send({
              id: enquiry._id,
              body: reply ? { ...body, inReplyTo: reply._id } : body,
            }).unwrap(),
          (line) => (line.state === 'sent' ? `E-mail sent to ${enquiry.email}` : QUEUED),
          'Failed to send the e-mail',
        ).then(onClose)
      }
      onClose={onClose}
    />
  );
}
