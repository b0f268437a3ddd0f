import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import type { Enquiry } from '@studydesk/contract';
import { LazySessionsSection } from '../appointments/lazy-sessions-section';
import { CrudDialogs } from '../../components/crud-dialogs';
import { Disclosure } from '../../components/disclosure';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { useDialog } from '../../lib/crud/use-dialog';
import { userCan } from '../../lib/permissions';
import { LazyDocumentsSection } from '../documents/lazy-section';
import { LazyStudentLinkCard } from '../documents/lazy-student-link';
import { LazyInvoicesSection } from '../invoices/lazy-section';
import { AlsoEnquiredNote } from './also-enquired';
import { enquiryDialogs } from './enquiry-dialogs';
import { EnquiryActions } from './enquiry-actions';
import { EnquiryApplications } from './enquiry-applications';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryHead } from './enquiry-head';
import { useMailAction } from './enquiry-mail-action';
import { LazyEnquiryIntakes } from './lazy-enquiry-intakes';
import { EnquiryOrigin } from './enquiry-origin';
import { EnquiryTimeline } from './enquiry-timeline';
import { SuggestedCourses } from './suggested-courses';

// its form and schema load when first opened
const LogContactDialog = lazyPart(() => import('./log-contact'));

/** Log contact, E-mail, Edit and Delete of one enquiry: the buttons and the dialogs they open. */
export function useEnquiryActions(enquiry: Enquiry, onRemoved: () => void) {
  const editor = useDialog<Enquiry>();
  const confirm = useDialog<Enquiry>();
  const [logging, setLogging] = useState(false);
  const { mail, onReply, dialog: mailDialog } = useMailAction(enquiry);
  const canWrite = userCan('enquiries', 'write');
  const buttons = canWrite && (
    <EnquiryActions
      onLog={() => setLogging(true)}
      mail={mail}
      onEdit={() => editor.show(enquiry)}
      onDelete={() => confirm.show(enquiry)}
    />
  );
  const dialogs = canWrite && (
    <>
      <LazyPopup open={logging}>
        <LogContactDialog enquiry={enquiry} open={logging} onClose={() => setLogging(false)} />
      </LazyPopup>
      {mailDialog}
      <CrudDialogs
        resource={enquiryDialogs}
        editor={editor}
        confirm={confirm}
        onRemoved={onRemoved}
      />
    </>
  );
  return { buttons, dialogs, onReply: canWrite ? onReply : undefined };
}

/**
 * One enquiry: the head with Log contact and one banner about the same person; then the
 * timeline (with matching intakes above it, when any), and beside it on a wide screen (below
 * it on a narrow one) the details column: where it came from, and every field folded.
 */
export function EnquiryView({ enquiry }: { enquiry: Enquiry }) {
  const navigate = useNavigate();
  const { buttons, dialogs, onReply } = useEnquiryActions(
    enquiry,
    () => void navigate('/enquiries'),
  );
  return (
    <Stack spacing={2}>
      <EnquiryHead enquiry={enquiry} actions={buttons} />
      <AlsoEnquiredNote enquiry={enquiry} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 360px)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {userCan('applications', 'read') && <EnquiryApplications enquiry={enquiry._id} />}
          {userCan('documents', 'read') && <LazyDocumentsSection enquiry={enquiry._id} />}
          {userCan('invoices', 'read') && (
            <LazyInvoicesSection enquiry={enquiry._id} owner={enquiry.assignedTo} />
          )}
          <LazySessionsSection enquiry={enquiry._id} />
          {userCan('applications', 'read') && <SuggestedCourses enquiry={enquiry._id} />}
          <LazyEnquiryIntakes enquiry={enquiry} />
          <EnquiryTimeline id={enquiry._id} onReply={onReply} />
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {userCan('documents', 'write') && <LazyStudentLinkCard enquiry={enquiry._id} />}
          <EnquiryOrigin enquiry={enquiry} />
          {/* every field, folded away until asked for */}
          <Disclosure title="Details">
            <EnquiryDetails enquiry={enquiry} />
          </Disclosure>
        </Stack>
      </Box>
      {dialogs}
    </Stack>
  );
}
