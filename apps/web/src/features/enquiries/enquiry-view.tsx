import { useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Enquiry } from '@studydesk/contract';
import { CrudDialogs, useDialog } from '../../components/crud-dialogs';
import { formatDateTime } from '../../lib/dates';
import { capitalise } from '../../lib/options';
import { userCan } from '../../lib/permissions';
import { AlsoEnquiredNote } from './also-enquired';
import { ContactLinks } from './contact-links';
import { DuplicateNote } from './duplicate-note';
import { enquiries } from './enquiries-resource';
import { EnquiryActions } from './enquiry-actions';
import { fullName } from './enquiry-columns';
import { AssigneeControl, StatusControl } from './enquiry-controls';
import { EnquiryClock } from './enquiry-clock';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryIntakes } from './enquiry-intakes';
import { EnquiryOrigin } from './enquiry-origin';
import { EnquiryTimeline } from './enquiry-timeline';
import { LogContactDialog } from './log-contact';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      {children}
    </Stack>
  );
}

type HeadProps = {
  enquiry: Enquiry;
  actions?: ReactNode;
  /** the record page's h1; an h2 where it sits on another page (the list's panel) */
  level?: 'h1' | 'h2';
};

/** What a counsellor acts on, first: who, how to reach them, where it stands, and the actions. */
export function EnquiryHead({ enquiry: e, actions, level = 'h1' }: HeadProps) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { sm: 'flex-start' } }}
          >
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography variant="h3" component={level} sx={{ overflowWrap: 'anywhere' }}>
                {fullName(e)}
              </Typography>
              <Typography color="text.secondary">
                {e.enqNo} · {capitalise(e.source)} · received {formatDateTime(e.createdAt)}
              </Typography>
            </Stack>
            {actions}
          </Stack>
          <ContactLinks phone={e.mobile} email={e.email} />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap' }}
          >
            <Labelled label="Status">
              <StatusControl enquiry={e} />
            </Labelled>
            <Labelled label="Assigned to">
              <AssigneeControl enquiry={e} />
            </Labelled>
            <EnquiryClock enquiry={e} showContacted />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Every field, folded away until asked for. */
function DetailsFold({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<DownOutlined aria-hidden />}>
        <Typography variant="h5" component="h2">
          Details
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <EnquiryDetails enquiry={enquiry} />
      </AccordionDetails>
    </Accordion>
  );
}

/** Log contact, Edit and Delete of one enquiry: the buttons and the dialogs they open. */
export function useEnquiryActions(enquiry: Enquiry, onRemoved: () => void) {
  const editor = useDialog<Enquiry>();
  const confirm = useDialog<Enquiry>();
  const [logging, setLogging] = useState(false);
  const canWrite = userCan('enquiries', 'write');
  const buttons = canWrite && (
    <EnquiryActions
      onLog={() => setLogging(true)}
      onEdit={() => editor.show(enquiry)}
      onDelete={() => confirm.show(enquiry)}
    />
  );
  const dialogs = canWrite && (
    <>
      <LogContactDialog enquiry={enquiry} open={logging} onClose={() => setLogging(false)} />
      <CrudDialogs resource={enquiries} editor={editor} confirm={confirm} onRemoved={onRemoved} />
    </>
  );
  return { buttons, dialogs };
}

/** One enquiry: the head with Log contact, then one timeline, then the details folded. */
export function EnquiryView({ enquiry }: { enquiry: Enquiry }) {
  const navigate = useNavigate();
  const { buttons, dialogs } = useEnquiryActions(enquiry, () => void navigate('/enquiries'));
  return (
    <Stack spacing={2}>
      <EnquiryHead enquiry={enquiry} actions={buttons} />
      {enquiry.duplicateOf && <DuplicateNote of={enquiry.duplicateOf} />}
      <AlsoEnquiredNote enquiry={enquiry} />
      <EnquiryOrigin enquiry={enquiry} />
      <EnquiryIntakes enquiry={enquiry} />
      <EnquiryTimeline id={enquiry._id} />
      <DetailsFold enquiry={enquiry} />
      {dialogs}
    </Stack>
  );
}
