import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/crud-parts';
import { EmptyState } from '../../components/empty-state';
import { NoAccess } from '../../components/no-access';
import { QueryState } from '../../components/query-state';
import { useDocumentTitle } from '../../layout/use-document-title';
import { userCan } from '../../lib/permissions';
import { enquiriesApi } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { EnquiryView } from './enquiry-view';
import { MergedOrMissing } from './merged-note';
import type { BackState } from './enquiry-link';

/** Where "Back" goes: the list (with its filters) or page the enquiry was opened from. */

/** Back to where the enquiry was opened from (a filtered list, /follow-up), else the list. */
function BackButton() {
  const from = (useLocation().state as BackState)?.from;
  return (
    <Button
      component={RouterLink}
      to={from ?? '/enquiries'}
      startIcon={<ArrowLeftOutlined aria-hidden />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Back
    </Button>
  );
}

const MISSING = (
  <EmptyState
    title="Enquiry not found"
    message="It may have been deleted, or the link is wrong."
    action={
      <Button component={RouterLink} to="/enquiries">
        All enquiries
      </Button>
    }
  />
);

/** /enquiries/:id, inside the layout, so an enquiry can be linked to. */
export default function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const canRead = userCan('enquiries', 'read');
  const query = enquiriesApi.useGetQuery(id, { skip: !canRead });
  useDocumentTitle(query.data ? `Enquiry ${query.data.enqNo}` : 'Enquiry');
  return (
    <Stack spacing={1.5}>
      <BackButton />
      {(query.data === undefined || query.isError || query.data.mergedInto) && (
        <PageHeader title="Enquiry" />
      )}
      {canRead ? (
        <QueryState
          query={query}
          fallback={ENQUIRY_MESSAGES.load}
          loadingLabel="Loading the enquiry"
          notFound={<MergedOrMissing id={id} fallback={MISSING} />}
        >
          {(enquiry) =>
            // merged away from this page: it says where it went, and asks nothing more about it
            enquiry.mergedInto ? (
              <MergedOrMissing id={id} fallback={MISSING} />
            ) : (
              <EnquiryView enquiry={enquiry} />
            )
          }
        </QueryState>
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
