import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { EnquiryStatus } from '@studydesk/contract';
import { ENQUIRY_STATUSES } from '@studydesk/contract/plain';
import { capitalise } from '../../lib/options';
import { statusColour } from './status-colours';

const isStatus = (s: string): s is EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(s);

/** A status as the charts draw it: its colour as a dot, then its name. */
export function StatusLabel({ status }: { status: string }) {
  const theme = useTheme();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: 0.5,
          bgcolor: isStatus(status) ? statusColour(theme, status) : 'text.disabled',
        }}
      />
      <Typography variant="body2">{capitalise(status)}</Typography>
    </Stack>
  );
}
