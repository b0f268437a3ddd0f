import { Link as RouterLink } from 'react-router';
import { FileSearchOutlined } from '../../lib/icons/file-search-outlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ToReview, ToReviewItem } from '@studydesk/contract';
import { formatDateTime } from '../../lib/dates';
import { BLUE } from '../../lib/theme/palette';
import { documentUrl } from '../documents/document-url';
import { NoWrap } from './notification-list';

function ReviewRow({ item, onNavigate }: { item: ToReviewItem; onNavigate: () => void }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={documentUrl(item.enquiry, item._id)}
        onClick={onNavigate}
        sx={{ py: 0.5, px: 2, gap: 1 }}
      >
        <ListItemAvatar sx={{ minWidth: 44 }} aria-hidden>
          <Avatar sx={{ color: 'primary.main', bgcolor: BLUE[50] }}>
            <FileSearchOutlined />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={`${item.type} from ${item.name}`}
          secondary={
            <>
              <NoWrap>{item.enqNo}</NoWrap> · <NoWrap>{formatDateTime(item.createdAt)}</NoWrap>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The "To review" tab: the documents students sent that await the user's review, newest first,
 * each leading to its viewer on the student's record.
 */
export function ReviewList({ review, onNavigate }: { review: ToReview; onNavigate: () => void }) {
  return (
    <List disablePadding aria-label="Documents to review, newest first">
      {review.data.length === 0 ? (
        <ListItem sx={{ px: 2, py: 1.5 }}>
          <ListItemText primary="Nothing to review" sx={{ color: 'text.secondary' }} />
        </ListItem>
      ) : (
        review.data.map((item) => <ReviewRow key={item._id} item={item} onNavigate={onNavigate} />)
      )}
    </List>
  );
}
