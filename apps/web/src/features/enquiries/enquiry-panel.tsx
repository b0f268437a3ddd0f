import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { CloseOutlined } from '../../lib/icons/close-outlined';
import { Link as RouterLink } from 'react-router';
import { HEADER_HEIGHT } from '@studydesk/contract/plain';
import { QueryState } from '../../components/query-state';
import { enquiriesApi } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { EnquiryTimeline } from './enquiry-timeline';
import { EnquiryHead } from './enquiry-head';
import { PANEL_WIDTH } from './focus';
import { useEnquiryActions } from './enquiry-view';
import type { Enquiry } from '@studydesk/contract';

function PanelBody({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  const { buttons, dialogs, onReply } = useEnquiryActions(enquiry, onClose);
  return (
    <Stack spacing={2}>
      <EnquiryHead enquiry={enquiry} actions={buttons} level="h2" compact />
      <Button
        component={RouterLink}
        to={`/enquiries/${enquiry._id}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        Open the whole record
      </Button>
      <EnquiryTimeline id={enquiry._id} onReply={onReply} />
      {dialogs}
    </Stack>
  );
}

/**
 * The enquiry a notification pointed at, opened beside the list (which keeps it picked out):
 * who, how to reach them, status, Log contact and the timeline. Not modal: the list stays usable,
 * and so does the header above it (the bell, the account menu); Escape inside it closes it (a
 * dialog or menu opened from it takes its own Escape first).
 */
export function EnquiryPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = enquiriesApi.useGetQuery(id);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), [id]);
  return (
    <Drawer
      anchor="right"
      variant="persistent"
      open
      slotProps={{
        paper: {
          component: 'aside',
          'aria-label': query.data ? `Enquiry ${query.data.enqNo}` : 'Enquiry',
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Escape' && !e.defaultPrevented) onClose();
          },
          sx: {
            top: HEADER_HEIGHT,
            // under the header and what opens from it (the bell's list, the account menu)
            zIndex: (t) => t.zIndex.appBar - 1,
            height: `calc(100% - ${HEADER_HEIGHT}px)`,
            width: { xs: '100%', sm: PANEL_WIDTH },
            p: 2,
            bgcolor: 'background.default',
            boxShadow: 6,
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton ref={closeRef} aria-label="Close the enquiry" onClick={onClose}>
          <CloseOutlined aria-hidden />
        </IconButton>
      </Box>
      <QueryState query={query} fallback={ENQUIRY_MESSAGES.load} loadingLabel="Loading the enquiry">
        {(enquiry) => <PanelBody enquiry={enquiry} onClose={onClose} />}
      </QueryState>
    </Drawer>
  );
}
