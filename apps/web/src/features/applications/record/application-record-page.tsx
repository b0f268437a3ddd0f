import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RecordMissing, RecordPage } from '../../../components/record-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { preloadDocuments } from '../../documents/lazy-section';
import { userCan } from '../../../lib/permissions';
import { useApplicationRecordQuery } from './record-api';
import { applicationTitle } from './record-format';
import { preloadRecordForm, RecordView } from './record-view';

const MISSING = (
  <RecordMissing title="Application not found" to="/applications" label="All applications" />
);

/** /applications/:id: one application's record. */
export default function ApplicationRecordPage() {
  const { id = '' } = useParams();
  const canRead = userCan('applications', 'read');
  const query = useApplicationRecordQuery(id, { skip: !canRead });
  useEffect(() => {
    if (!canRead) return;
    preloadRecordForm();
    if (userCan('documents', 'read')) preloadDocuments();
  }, [canRead]);
  const a = query.data;
  useDocumentTitle(
    a ? `${a.studentName ?? 'Application'} · ${applicationTitle(a)}` : 'Application',
  );
  return (
    <RecordPage
      back={a ? `/enquiries/${a.enquiry}` : '/applications'}
      title="Application"
      showHeader={a === undefined || query.isError}
      canRead={canRead}
      query={query}
      fallback="Failed to load the application"
      loadingLabel="Loading the application"
      notFound={MISSING}
    >
      {(application) => <RecordView application={application} />}
    </RecordPage>
  );
}
