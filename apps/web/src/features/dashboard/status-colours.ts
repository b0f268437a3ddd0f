import type { EnquiryStatus } from '@studydesk/contract';
import { ENQUIRY_STATUSES } from '@studydesk/contract/plain';
import type { Theme } from '@mui/material/styles';
import { capitalise } from '../../lib/options';

/** The palette colour of each status, as the status chips of the enquiries list use them. */
const PALETTE_OF: Record<EnquiryStatus, 'primary' | 'info' | 'warning' | 'success' | 'secondary'> =
  {
    new: 'primary',
    active: 'info',
    pending: 'warning',
    converted: 'success',
    closed: 'secondary',
  };

export const statusColour = (theme: Theme, status: EnquiryStatus): string =>
  theme.palette[PALETTE_OF[status]].main;

export const STATUSES = ENQUIRY_STATUSES.map((status) => ({ status, label: capitalise(status) }));
