import { useCallback, useRef, useState, type Ref } from 'react';
import { BellOutlined } from '../../lib/icons/bell-outlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { BADGE_CAP } from '@studydesk/contract/plain';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import type { DueFeed } from './use-due';
import type { ToReviewFeed } from './use-student-uploads';
import { loadBellTabs } from './bell-body';
import type { NotificationItem } from './notification-list';

export type { NotificationItem };

const hasTabs = () => userCan('followUps', 'read') || userCan('documents', 'read');
/** The popup's code, with its tabs for those who have them: it opens with them in. Opened while
 * only its frame had loaded, it showed a progress bar where its list belongs. */
const BellPopup = lazyPart(async () => {
  const [popup] = await Promise.all([import('./bell-popup'), hasTabs() && loadBellTabs()]);
  return popup;
});
export const preloadBell = BellPopup.preload;

export type NotificationBellProps = {
  /** new enquiries; the badge caps at 99 ("99+") */
  count: number;
  items: NotificationItem[];
  /** new enquiries counted but not listed (the list holds the newest): the popup links to them */
  more?: number;
  /** the user's due follow-ups and call-backs (counted on the bell, listed in its tab) */
  due?: DueFeed;
  /** students' uploads awaiting the user's review (their own tab) */
  review?: ToReviewFeed;
  onItemClick: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
};

const POPUP_ID = 'notification-popup';

type BellButtonProps = {
  ref: Ref<HTMLButtonElement>;
  count: number;
  /** due items; their own badge, so they reach the user without opening the popup */
  due: number;
  /** uploads to review; on the same badge as what is due: both wait for the user */
  review: number;
  open: boolean;
  onToggle: () => void;
};

/**
 * "notifications, 3 new, 2 due, 1 to review": the badge's visible count is in the name, as WCAG
 * 2.5.3 asks, and what its dot stands for.
 */
const bellLabel = (count: number, due: number, review: number) =>
  [
    'notifications',
    ...(count > 0 ? [`${badgeText(count)} new`] : []),
    ...(due > 0 ? [`${badgeText(due)} due`] : []),
    ...(review > 0 ? [`${badgeText(review)} to review`] : []),
  ].join(', ');

function BellButton({ ref, count, due, review, open, onToggle }: BellButtonProps) {
  return (
    <IconButton
      ref={ref}
      aria-label={bellLabel(count, due, review)}
      aria-controls={open ? POPUP_ID : undefined}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onToggle}
      onPointerEnter={preloadBell}
      onFocus={preloadBell}
      sx={{ color: 'text.primary', bgcolor: open ? 'grey.200' : 'transparent' }}
    >
      <Badge badgeContent={count > 0 ? count : undefined} max={BADGE_CAP} color="primary">
        {/* spec §2's badge counts new enquiries; what is due is a dot of its own colour and corner.
            A dot, not a second number: two numbers side by side read as one ("21") and are not in
            the button's name as shown (WCAG 2.5.3); the name says "N due". */}
        <Badge
          variant="dot"
          invisible={due + review === 0}
          color="warning"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{
            '& .MuiBadge-dot': {
              width: 10,
              height: 10,
              borderRadius: 5,
              boxShadow: '0 0 0 2px #fff',
            },
          }}
        >
          <BellOutlined style={{ fontSize: '1.15rem' }} />
        </Badge>
      </Badge>
    </IconButton>
  );
}

/** The header bell of spec §2: a capped badge, and a popup of new enquiries loaded on demand. */
export function NotificationBell(props: NotificationBellProps) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Box sx={{ flexShrink: 0, ml: 0.75 }}>
      <BellButton
        ref={anchorRef}
        count={props.count}
        due={props.due?.data?.count ?? 0}
        review={props.review?.data?.count ?? 0}
        open={open}
        onToggle={() => setOpen((o) => !o)}
      />
      <LazyPopup open={open}>
        <BellPopup
          id={POPUP_ID}
          open={open}
          anchorEl={anchorRef.current}
          onClose={close}
          {...props}
        />
      </LazyPopup>
    </Box>
  );
}

const badgeText = (count: number) => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));
