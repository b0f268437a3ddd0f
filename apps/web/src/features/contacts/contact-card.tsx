import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@studydesk/contract';
import { formatDateTime } from '../../lib/dates';
import { PhoneLink } from '../enquiries/contact-links';
import { isOverdue } from './contact-attempts';
import { ContactNameLink, ContactStatusControl } from './contact-cells';

/** "Next try 03-04-2025 10:00 · Overdue" (in red once it has come), or that there is none. */
function NextTryLine({ contact }: { contact: Contact }) {
  const { nextTryAt } = contact;
  if (!nextTryAt)
    return contact.attemptCount ? (
      <Typography variant="body2" color="text.secondary">
        No next try
      </Typography>
    ) : null;
  const overdue = isOverdue(nextTryAt);
  return (
    <Typography
      variant="body2"
      sx={{ color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 600 : 400 }}
    >
      Next try {formatDateTime(nextTryAt)}
      {overdue ? ' · Overdue' : ''}
    </Typography>
  );
}

/**
 * On phones a call request is a card: the name (opening it) and its status, the number to tap
 * and the preferred time, then when to try next (the queue read on a phone).
 */
export function ContactCard({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1, width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <ContactNameLink contact={contact} onOpen={onOpen} />
        <ContactStatusControl contact={contact} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {contact.mobile ? (
          <PhoneLink phone={contact.mobile} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No number
          </Typography>
        )}
        {contact.preferredTime && (
          <Typography variant="body2" color="text.secondary">
            {contact.preferredTime}
          </Typography>
        )}
      </Stack>
      <NextTryLine contact={contact} />
    </Stack>
  );
}
