import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RecordMissing, RecordPage } from '../../components/record-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { userCan } from '../../lib/permissions';
import { preloadDocuments } from '../documents/lazy-section';
import { preloadStudentLink } from '../documents/lazy-student-link';
import { enquiriesApi } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { EnquiryView } from './enquiry-view';
import { preloadIntakes } from './lazy-enquiry-intakes';
import { MergedOrMissing } from './merged-note';

const MISSING = <RecordMissing title="Enquiry not found" to="/enquiries" label="All enquiries" />;

/** /enquiries/:id, inside the layout, so an enquiry can be linked to. */
export default function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const canRead = userCan('enquiries', 'read');
  const query = enquiriesApi.useGetQuery(id, { skip: !canRead });
  // the matching intakes', the documents' and the student link's code come with the enquiry's
  // data, not after the record first paints
  useEffect(() => {
    if (canRead) preloadIntakes();
    if (canRead && userCan('documents', 'read')) preloadDocuments();
    if (canRead && userCan('documents', 'write')) preloadStudentLink();
  }, [canRead]);
  useDocumentTitle(query.data ? `Enquiry ${query.data.enqNo}` : 'Enquiry');
  return (
    <RecordPage
      back="/enquiries"
      title="Enquiry"
      showHeader={query.data === undefined || query.isError || !!query.data.mergedInto}
      canRead={canRead}
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
    </RecordPage>
  );
}
