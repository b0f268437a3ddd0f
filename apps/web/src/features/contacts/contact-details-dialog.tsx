import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Contact } from '@studydesk/contract';
import { DetailList, type DetailItem } from '../../components/detail-list';
import { usePhoneFullScreen } from '../../components/form-dialog';
import { formatDate } from '../../lib/dates';
import { PhoneLink } from '../enquiries/contact-links';
import { ContactOwnerControl, ContactStatusChip } from './contact-cells';
import { ContactAttempts, NextTryCell } from './contact-attempts';
import { ContactHistory } from './contact-history';

function detailsOf(c: Contact): DetailItem[] {
  const items: DetailItem[] = [
    { label: 'Email', value: <Link href={`mailto:${c.email}`}>{c.email}</Link> },
    { label: 'Mobile', value: c.mobile && <PhoneLink phone={c.mobile} /> },
    { label: 'Preferred time', value: c.preferredTime },
    { label: 'Received', value: formatDate(c.createdAt) },
    { label: 'Status', value: <ContactStatusChip status={c.status} /> },
    { label: 'Next try', value: c.nextTryAt && <NextTryCell contact={c} /> },
    // on phones the owner column is hidden: the request itself can be given to someone
    { label: 'Owner', value: <ContactOwnerControl contact={c} /> },
    { label: 'Message', value: c.message, wide: true },
  ];
  if (c.enquiryId)
    items.splice(6, 0, {
      label: 'Enquiry',
      value: (
        <Link component={RouterLink} to={`/enquiries/${c.enquiryId}`}>
          Open the enquiry made from it
        </Link>
      ),
    });
  return items;
}

export type CallActions = { logAttempt: (c: Contact) => void; convert: (c: Contact) => void };

/**
 * The whole call request: the message in full, how to reach the person, the tries so far (loaded
 * when first opened, with the Dialog family).
 */
export default function ContactDetailsDialog({
  open,
  contact,
  actions,
  onClose,
}: {
  open: boolean;
  contact?: Contact;
  /** for users who may write; none once the request became an enquiry */
  actions?: CallActions;
  onClose: () => void;
}) {
  const titleId = useId();
  // full screen on phones, as the forms are
  const fullScreen = usePhoneFullScreen();
  const act = contact && actions && !contact.enquiryId ? actions : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Call request from {contact?.name}</DialogTitle>
      <DialogContent dividers>
        {contact && <DetailList items={detailsOf(contact)} />}
        <Divider sx={{ my: 2 }} />
        {contact && <ContactAttempts contactId={contact._id} />}
        {contact && (
          <>
            <Typography variant="h5" component="h3" sx={{ mt: 2.5, mb: 1.5 }}>
              History
            </Typography>
            <ContactHistory id={contact._id} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {act && contact && (
          <>
            <Button onClick={() => act.convert(contact)}>Convert to enquiry</Button>
            <Button variant="contained" onClick={() => act.logAttempt(contact)}>
              Log attempt
            </Button>
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
