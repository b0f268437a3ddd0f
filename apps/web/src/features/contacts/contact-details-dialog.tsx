import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { Contact } from '@studydesk/contract';
import { DetailList, type DetailItem } from '../../components/detail-list';
import { formatDate } from '../../lib/dates';
import { ContactOwnerControl, ContactStatusChip } from './contact-cells';

function detailsOf(c: Contact): DetailItem[] {
  return [
    { label: 'Email', value: <Link href={`mailto:${c.email}`}>{c.email}</Link> },
    { label: 'Mobile', value: c.mobile && <Link href={`tel:${c.mobile}`}>{c.mobile}</Link> },
    { label: 'Preferred time', value: c.preferredTime },
    { label: 'Received', value: formatDate(c.createdAt) },
    { label: 'Status', value: <ContactStatusChip status={c.status} /> },
    // on phones the owner column is hidden: the request itself can be given to someone
    { label: 'Owner', value: <ContactOwnerControl contact={c} /> },
    { label: 'Message', value: c.message, wide: true },
  ];
}

/** The whole call request: the message in full, and how to reach the person. */
export function ContactDetailsDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact?: Contact;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Call request from {contact?.name}</DialogTitle>
      <DialogContent dividers>{contact && <DetailList items={detailsOf(contact)} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
