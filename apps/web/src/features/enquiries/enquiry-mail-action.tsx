import { useState } from 'react';
import { ENQUIRY_MAIL_MESSAGES, type Enquiry } from '@studydesk/contract';
import { useSessionUser } from '../../lib/session';
import { EnquiryMailDialog } from './enquiry-mail-dialog';

const NOT_YOURS = 'Only the student’s counsellor or an admin can e-mail them.';

/**
 * "E-mail" on one enquiry: the button's state and the dialog it opens. A student without an
 * address, or another counsellor's (the server answers 404), cannot be written to: the button
 * says why.
 */
export function useMailAction(enquiry: Enquiry) {
  const [open, setOpen] = useState(false);
  const me = useSessionUser();
  const theirs =
    me !== null &&
    me.userType !== 'admin' &&
    enquiry.assignedTo !== null &&
    enquiry.assignedTo !== me._id;
  const blocked = !enquiry.email ? ENQUIRY_MAIL_MESSAGES.noEmail : theirs ? NOT_YOURS : null;
  return {
    mail: { onOpen: () => setOpen(true), blocked },
    dialog: <EnquiryMailDialog enquiry={enquiry} open={open} onClose={() => setOpen(false)} />,
  };
}
