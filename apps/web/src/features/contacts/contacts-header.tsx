import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PageHeader } from '../../components/page-header';
import { userCanDeleteAll } from '../../lib/permissions';
import { counted, TITLE } from './contacts-resource';

/**
 * The heading, how many call requests there are in all, and Delete all for admins only: the
 * counsellors who work the queue cannot empty it (the API refuses them too).
 */
export function ContactsHeader({
  count,
  onDeleteAll,
}: {
  count?: number;
  onDeleteAll: () => void;
}) {
  const deleteAll = userCanDeleteAll() && (
    <Button
      color="error"
      variant="outlined"
      startIcon={<DeleteOutlined aria-hidden />}
      disabled={!count}
      onClick={onDeleteAll}
    >
      Delete all
    </Button>
  );
  return (
    <Stack spacing={0.5}>
      <PageHeader title={TITLE} action={deleteAll} />
      <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {count === undefined ? '' : counted(count)}
      </Typography>
    </Stack>
  );
}
