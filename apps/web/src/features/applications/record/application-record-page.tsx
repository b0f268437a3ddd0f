import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { NoAccess } from '../../../components/no-access';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { userCan } from '../../../lib/permissions';
import { useApplicationRecordQuery } from './record-api';
import { applicationTitle } from './record-format';
import { RecordView } from './record-view';

/** Where "Back" goes: the page it was opened from (the board, a list), else the student. */
function BackButton({ to }: { to: string }) {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Button
      component={RouterLink}
      to={from ?? to}
      startIcon={<ArrowLeftOutlined aria-hidden />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Back
    </Button>
  );
}

const MISSING = (
  <EmptyState
    title="Application not found"
    message="It may have been deleted, or the link is wrong."
    action={
      <Button component={RouterLink} to="/applications">
        All applications
      </Button>
    }
  />
);

/** /applications/:id: one application's record (issue 22). */
export default function ApplicationRecordPage() {
  const { id = '' } = useParams();
  const canRead = userCan('applications', 'read');
  const query = useApplicationRecordQuery(id, { skip: !canRead });
  const a = query.data;
  useDocumentTitle(
    a ? `${a.studentName ?? 'Application'} · ${applicationTitle(a)}` : 'Application',
  );
  return (
    <Stack spacing={1.5}>
      <BackButton to={a ? `/enquiries/${a.enquiry}` : '/applications'} />
      {(a === undefined || query.isError) && <PageHeader title="Application" />}
      {canRead ? (
        <QueryState
          query={query}
          fallback="Failed to load the application"
          loadingLabel="Loading the application"
          notFound={MISSING}
        >
          {(application) => <RecordView application={application} />}
        </QueryState>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
