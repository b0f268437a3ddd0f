import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CheckOutlined } from '../../lib/icons/check-outlined';
import type { FollowUpQueueItem } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { PhoneLink } from '../enquiries/contact-links';
import { EnquiryLink } from '../enquiries/enquiry-link';
import { StatusChip } from '../enquiries/enquiry-status';

type Props = { item: FollowUpQueueItem; onDone?: (item: FollowUpQueueItem) => void };

/**
 * One follow-up to do: the person (opening the enquiry), phone, status, what is due and when,
 * and Done. A grid of five on wide screens; stacked on phones, name and phone first.
 */
export function QueueRow({ item, onDone }: Props) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          md: 'minmax(160px, 1.2fr) 150px 110px minmax(0, 2fr) auto',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Stack sx={{ minWidth: 0 }}>
        <EnquiryLink id={item.enquiry}>{item.name}</EnquiryLink>
        <Typography variant="body2" color="text.secondary">
          {item.enqNo}
        </Typography>
      </Stack>
      <Box sx={{ justifySelf: { xs: 'end', md: 'start' } }}>
        <PhoneLink phone={item.mobile} />
      </Box>
      <Box>
        <StatusChip status={item.enquiryStatus} />
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {item.nextContactDate && <strong>{formatDate(item.nextContactDate)}: </strong>}
          {item.details}
        </Typography>
      </Box>
      {onDone && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<CheckOutlined aria-hidden />}
          aria-label={`Done: ${item.name}, ${item.details}`}
          onClick={() => onDone(item)}
          sx={{
            gridColumn: { xs: '2', md: 'auto' },
            gridRow: { xs: '3', md: 'auto' },
            justifySelf: 'end',
          }}
        >
          Done
        </Button>
      )}
    </Box>
  );
}
