import { useState } from 'react';
import type { Enquiry } from '@studydesk/contract';
import { ENQUIRY_MAIL_MESSAGES } from '@studydesk/contract/plain';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { useSessionUser } from '../../lib/session';
import type { ReplyEntry } from './reply-line';

// its form (the template field's form library, the mail schema) loads when first opened
const EnquiryMailDialog = lazyPart(() => import('./enquiry-mail-dialog'));

const NOT_YOURS = 'Only the student’s counsellor or an admin can e-mail them.';

/**
 * "E-mail" on one enquiry: the button's state and the dialog it opens. A student without an
 * address, or another counsellor's (the server answers 404), cannot be written to: the button
 * says why.
 */
export function useMailAction(enquiry: Enquiry) {
  const [open, setOpen] = useState(false);
  const [answering, setAnswering] = useState<ReplyEntry | null>(null);
  const me = useSessionUser();
  const theirs =
    me !== null &&
    me.userType !== 'admin' &&
    enquiry.assignedTo !== null &&
    enquiry.assignedTo !== me._id;
  const blocked = !enquiry.email ? ENQUIRY_MAIL_MESSAGES.noEmail : theirs ? NOT_YOURS : null;
  const write = (reply: ReplyEntry | null) => {
    setAnswering(reply);
    setOpen(true);
  };
  return {
    mail: { onOpen: () => write(null), blocked },
    /** "Reply" on a student's mail on the timeline: the same dialog, kept in their thread. */
    onReply: blocked ? undefined : (reply: ReplyEntry) => write(reply),
    dialog: (
      <LazyPopup open={open}>
        <EnquiryMailDialog
          enquiry={enquiry}
          reply={answering}
          open={open}
          onClose={() => setOpen(false)}
        />
      </LazyPopup>
    ),
  };
}
