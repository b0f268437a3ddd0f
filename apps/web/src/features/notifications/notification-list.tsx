import { MessageOutlined } from '../../lib/icons/message-outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { BLUE } from '../../lib/theme/palette';
import { EnquiryClock } from '../enquiries/enquiry-clock';
import { formatDate } from '../../lib/dates';

/** One new enquiry as the bell lists it (the live event of spec §7). */
export type NotificationItem = {
  id: string;
  fName: string;
  enqNo?: string;
  createdAt?: string | null;
  /** speed to lead: its clock runs until this is set */
  firstContactAt?: string | null;
  /**
   * its office, whose response target its clock keeps; a live arrival's frame carries none
   * (the agency's until the count loads again, which the arrival asks for)
   */
  office?: string;
  read?: boolean;
  /** when a notice (a reply, a transfer) happened: its date, with no speed-to-lead clock */
  at?: string;
  /** the line shown instead of "New enquiry from …" (an assignment) */
  title?: string;
};

type Props = {
  items: NotificationItem[];
  /** new enquiries past the list's end (it holds the newest), and how to see them */
  more?: number;
  onShowMore?: () => void;
  onItemClick: (item: NotificationItem) => void;
  onViewAll: () => void;
};

/** An enquiry number reads as one word: never broken at its hyphen on a narrow screen. */
const NUMBER = /(ENQ-\d+)/;
export const NoWrap = ({ children }: { children: string }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);
const withNumbers = (text: string) =>
  text.split(NUMBER).map((part, k) => (k % 2 === 1 ? <NoWrap key={k}>{part}</NoWrap> : part));

/** The list scrolls inside the popup, which never grows past the screen. */
const LIST_MAX_HEIGHT = 'min(420px, calc(100vh - 180px))';

function NotificationRow({ item, onClick }: { item: NotificationItem; onClick: () => void }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onClick} selected={!item.read} sx={{ py: 0.5, px: 2, gap: 1 }}>
        <ListItemAvatar sx={{ minWidth: 44 }} aria-hidden>
          <Avatar sx={{ color: 'primary.main', bgcolor: BLUE[50] }}>
            <MessageOutlined />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={withNumbers(item.title ?? `New enquiry from ${item.fName}`)}
          secondary={
            <>
              {item.enqNo && (
                <>
                  Enquiry <NoWrap>{item.enqNo}</NoWrap>{' '}
                </>
              )}
              {item.createdAt && (
                <EnquiryClock
                  enquiry={{
                    createdAt: item.createdAt,
                    firstContactAt: item.firstContactAt,
                    office: item.office,
                  }}
                />
              )}
            </>
          }
        />
        <Typography variant="caption" noWrap sx={{ flexShrink: 0 }}>
          {formatDate(item.createdAt ?? item.at)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** The new enquiries past the list's end: the oldest, waiting longest, so never out of reach. */
function MoreRow({ more, onClick }: { more: number; onClick?: () => void }) {
  const what = `${more.toLocaleString('en')} older new ${more === 1 ? 'enquiry' : 'enquiries'}`;
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onClick} sx={{ py: 1, px: 2 }}>
        <ListItemText
          primary={`${what} not shown`}
          secondary="Open every one not marked read, waiting longest first"
          slotProps={{ primary: { sx: { fontWeight: 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The popup's body: the new enquiries (or an empty note), scrolling, then View All below. */
export function NotificationList({ items, more = 0, onShowMore, onItemClick, onViewAll }: Props) {
  return (
    <>
      <Box sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        <List
          disablePadding
          aria-label="New enquiries"
          sx={{ '& .MuiListItemButton-root.Mui-selected': { bgcolor: 'grey.50' } }}
        >
          {items.length === 0 ? (
            <ListItem sx={{ px: 2, py: 1.5 }}>
              <ListItemText primary="No new notifications" sx={{ color: 'text.secondary' }} />
            </ListItem>
          ) : (
            items.map((item) => (
              <NotificationRow key={item.id} item={item} onClick={() => onItemClick(item)} />
            ))
          )}
          {more > 0 && <MoreRow more={more} onClick={onShowMore} />}
        </List>
      </Box>
      <Button
        fullWidth
        onClick={onViewAll}
        sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', borderRadius: 0, fontWeight: 500 }}
      >
        View All
      </Button>
    </>
  );
}
