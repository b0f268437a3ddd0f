import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_POPUP } from '@studydesk/contract/plain';
import type { DueFeed } from './use-due';
import type { ToReviewFeed } from './use-student-uploads';
import { BellBody } from './bell-body';
import { HeaderPopper } from '../../components/header-popper';
import { NotificationList, type NotificationItem } from './notification-list';

/** Every new enquiry, those waiting longest first: where the ones past the bell's list are. */
const WAITING_LONGEST = '/enquiries?status=new&unseen=yes&sort=createdAt&order=asc';

// Its own chunk (the popper, the list, the waiting clocks): loaded when the bell first opens,
// or ahead of that (notification-bell.tsx).

function PopupTitle({ count, onMarkAllRead }: { count: number; onMarkAllRead: () => void }) {
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="h5" component="h2">
        Notifications
      </Typography>
      {count > 0 && (
        <Button size="small" onClick={onMarkAllRead}>
          Mark as all read
        </Button>
      )}
    </Stack>
  );
}

export type BellPopupProps = {
  id: string;
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  count: number;
  items: NotificationItem[];
  more?: number;
  due?: DueFeed;
  review?: ToReviewFeed;
  onItemClick: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
};

/** The bell's popup (spec §2): title, Mark as all read, the new enquiries, View All. */
export default function BellPopup({ id, open, anchorEl, onClose, ...feed }: BellPopupProps) {
  const navigate = useNavigate();
  const afterClose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <HeaderPopper
      id={id}
      label="Notifications"
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      // as wide as spec §2 lets it be (a phone's width less margins): the same on both tabs
      size={{ width: NOTIFICATION_POPUP.maxWidth, ...NOTIFICATION_POPUP }}
    >
      <PopupTitle count={feed.count} onMarkAllRead={afterClose(feed.onMarkAllRead)} />
      <BellBody
        due={feed.due}
        review={feed.review}
        onNavigate={onClose}
        list={
          <NotificationList
            items={feed.items}
            more={feed.more ?? 0}
            onShowMore={afterClose(() => void navigate(WAITING_LONGEST))}
            onItemClick={(item) => afterClose(() => feed.onItemClick(item))()}
            onViewAll={afterClose(() => void navigate('/enquiries'))}
          />
        }
      />
    </HeaderPopper>
  );
}
