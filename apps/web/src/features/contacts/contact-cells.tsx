import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Contact } from '@studydesk/contract';
import { InlineSelect } from '../../components/inline-select';
import { OwnerSelect } from '../../components/owner-select';
import { ToneChip } from '../../components/tone-chip';
import { usePendingValue } from '../../components/use-pending-value';
import { capitalise } from '../../lib/options';
import { userCan } from '../../lib/permissions';
import { useCounsellors } from '../enquiries/staff-api';
import { STATUS_OPTIONS, STATUS_TONE, type ContactStatus } from './contacts-resource';
import { useContactWrites } from './use-contact-writes';
import { LazyTooltip } from '../../components/lazy-popup';

const isStatus = (s: string): s is ContactStatus => s in STATUS_TONE;

export function ContactStatusChip({ status }: { status: string }) {
  return (
    <ToneChip
      label={capitalise(status)}
      tone={isStatus(status) ? STATUS_TONE[status] : 'secondary'}
    />
  );
}

/** The status chip; for users who may write, a select that changes it at once. */
export function ContactStatusControl({ contact }: { contact: Contact }) {
  const { changeStatus } = useContactWrites();
  const [status, choose] = usePendingValue<string>(contact.status);
  if (!userCan('contacts', 'write')) return <ContactStatusChip status={contact.status} />;
  return (
    <InlineSelect
      label={`Status of ${contact.name}`}
      value={status}
      options={STATUS_OPTIONS}
      minWidth={120}
      renderValue={(value) => <ContactStatusChip status={value} />}
      onChange={(value) =>
        isStatus(value) && void choose(value, () => changeStatus(contact, value))
      }
    />
  );
}

/** The name opens the whole request (bold while it is new). */
export function ContactNameLink({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      underline="hover"
      onClick={onOpen}
      sx={{ fontWeight: contact.status === 'new' ? 600 : 500, textAlign: 'left', minWidth: 0 }}
    >
      {contact.name}
    </Link>
  );
}

/** One line of the message; all of it on hover (and in the request's details). */
export function MessageCell({ message }: { message: string }) {
  return (
    <LazyTooltip title={message} placement="bottom-start">
      <Typography variant="body2" noWrap>
        {message}
      </Typography>
    </LazyTooltip>
  );
}

/** Who calls the person back; for users who may write, a select of its office's staff. */
export function ContactOwnerControl({ contact }: { contact: Contact }) {
  const { assign } = useContactWrites();
  const { options, nameOf, loaded } = useCounsellors(contact.office);
  return (
    <OwnerSelect
      label={`Owner of the call request from ${contact.name}`}
      value={contact.assignedTo ?? null}
      staff={options}
      nameOf={nameOf}
      loaded={loaded}
      canWrite={userCan('contacts', 'write')}
      onChange={(to) => assign(contact, to)}
    />
  );
}
