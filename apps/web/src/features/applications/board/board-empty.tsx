import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ListEmpty } from '../../../components/crud-parts';
import { ownerEmpty } from '../../../components/owner-view';
import type { BoardState } from './use-board-state';

const NAMES = { singular: 'application', plural: 'applications' };

/**
 * Nothing to show: an empty Mine or Unassigned view says where to look; a search or filter
 * offers to clear itself; an agency without applications is pointed to its students.
 */
export function BoardEmpty({ state }: { state: BoardState }) {
  const { list, owner } = state;
  const filtered = Object.keys(list.params.filters ?? {}).length > 0;
  const narrowed = Boolean(list.params.q) || filtered;
  return (
    ownerEmpty(owner, NAMES.plural, narrowed) ?? (
      <ListEmpty
        names={NAMES}
        list={{ ...list, filtered, total: 0 }}
        action={
          <Button component={RouterLink} to="/enquiries">
            Shortlist courses from an enquiry
          </Button>
        }
      />
    )
  );
}
