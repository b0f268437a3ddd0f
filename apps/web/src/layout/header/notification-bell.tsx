import { useCallback, useRef, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { BellOutlined } from '@ant-design/icons';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BADGE_CAP, NOTIFICATION_POPUP } from '@studydesk/contract';
import { BellBody } from './bell-body';
import { HeaderPopper } from './header-popper';
import { NotificationList, type NotificationItem } from './notification-list';

export type { NotificationItem };

export type NotificationBellProps = {
  /** new enquiries; the badge caps at 99 ("99+") */
  count: number;
  items: NotificationItem[];
  onItemClick: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
};

const POPUP_ID = 'notification-popup';

type BellButtonProps = {
  ref: Ref<HTMLButtonElement>;
  count: number;
  open: boolean;
  onToggle: () => void;
};

function BellButton({ ref, count, open, onToggle }: BellButtonProps) {
  return (
    <IconButton
      ref={ref}
      // The label carries the badge's visible text ("99+"), as WCAG 2.5.3 asks.
      aria-label={count > 0 ? `notifications, ${badgeText(count)} new` : 'notifications'}
      aria-controls={open ? POPUP_ID : undefined}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onToggle}
      sx={{ color: 'text.primary', bgcolor: open ? 'grey.200' : 'transparent' }}
    >
      <Badge badgeContent={count > 0 ? count : undefined} max={BADGE_CAP} color="primary">
        <BellOutlined style={{ fontSize: '1.15rem' }} />
      </Badge>
    </IconButton>
  );
}

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

/** The header bell of spec §2: a capped badge and a popup of new enquiries. */
export function NotificationBell({
  count,
  items,
  onItemClick,
  onMarkAllRead,
}: NotificationBellProps) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  const afterClose = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <Box sx={{ flexShrink: 0, ml: 0.75 }}>
      <BellButton ref={anchorRef} count={count} open={open} onToggle={() => setOpen((o) => !o)} />
      <HeaderPopper
        id={POPUP_ID}
        label="Notifications"
        open={open}
        anchorEl={anchorRef.current}
        onClose={close}
        size={{ width: '100%', ...NOTIFICATION_POPUP }}
      >
        <PopupTitle count={count} onMarkAllRead={afterClose(onMarkAllRead)} />
        <BellBody
          onNavigate={close}
          list={
            <NotificationList
              items={items}
              onItemClick={(item) => afterClose(() => onItemClick(item))()}
              onViewAll={afterClose(() => void navigate('/enquiries'))}
            />
          }
        />
      </HeaderPopper>
    </Box>
  );
}

const badgeText = (count: number) => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));
