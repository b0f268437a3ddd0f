import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentsAnswer } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { userCan } from '../../lib/permissions';
import { applicationTitle } from '../applications/record/record-format';
import { useStudentApplicationsQuery } from '../enquiries/enquiry-applications-api';
import { Checklist } from './checklist';
import { DocumentRow } from './document-row';
import { useDocumentTypesQuery } from './document-types-api';
import { useStudentDocumentsQuery } from './documents-api';
import { DeletedDocuments } from './deleted-documents';
import { LazyUploadDialog } from './lazy-dialogs';
import type { DocumentActions } from './row-actions';
import { useDocumentActions } from './use-document-actions';
import { useDocFromUrl } from './use-doc-from-url';
import { DOCUMENTS_ANCHOR } from './documents-anchor';
import { UploadButton } from './upload-button';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

type Props = {
  enquiry: string;
  /** on an application's record: only its documents, and uploads for it at first */
  application?: string;
};

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
      {children}
    </Typography>
  );
}

function Files(props: {
  answer: DocumentsAnswer;
  application?: string;
  names: ReadonlyMap<string, string>;
  actions: DocumentActions;
}) {
  const { application, names } = props;
  const shown = application
    ? props.answer.data.filter((d) => d.application === application)
    : props.answer.data;
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {application
          ? 'No documents for this application yet.'
          : 'No documents yet. Upload one, or send the student their link.'}
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Documents, newest first" sx={listSx}>
      {shown.map((d) => (
        <DocumentRow
          key={d._id}
          document={d}
          application={application ? undefined : (names.get(d.application ?? '') ?? undefined)}
          actions={props.actions}
          canReview={userCan('documents', 'write')}
        />
      ))}
    </Box>
  );
}

/**
 * A student's documents: the checklist (✓ / missing / awaiting review / rejected),
 * the documents newest first with View, Accept, Reject and Delete, Upload, and for admins the
 * deleted ones to restore. On an application's record, that application's documents.
 */
export function DocumentsSection({ enquiry, application }: Props) {
  const query = useStudentDocumentsQuery(enquiry);
  const canWrite = userCan('documents', 'write');
  const uploading = useDialog<void>();
  const types = useDocumentTypesQuery(undefined, { skip: !canWrite });
  const applications = useStudentApplicationsQuery(enquiry);
  const names = useMemo(
    () => new Map((applications.data ?? []).map((a) => [a._id, applicationTitle(a)])),
    [applications.data],
  );
  const { actions, dialogs } = useDocumentActions(enquiry);
  // the student's record opens the document the address names; an application's does not
  useDocFromUrl(application ? undefined : query.data?.data, actions.view);
  const upload = canWrite && <UploadButton onClick={() => uploading.show()} />;
  return (
    <SectionCard title="Documents" anchor={DOCUMENTS_ANCHOR} action={upload}>
      <QueryState
        query={query}
        fallback="Failed to load the documents"
        loadingLabel="Loading the documents"
      >
        {(answer) => (
          <Stack spacing={3}>
            <div>
              <Heading>{application ? 'The student’s checklist' : 'Checklist'}</Heading>
              <Checklist checklist={answer.checklist} documents={answer.data} />
            </div>
            <div>
              <Heading>Files</Heading>
              <Files answer={answer} application={application} names={names} actions={actions} />
            </div>
            {userCan('settings', 'write') && <DeletedDocuments enquiry={enquiry} />}
          </Stack>
        )}
      </QueryState>
      {dialogs}
      <LazyUploadDialog
        open={uploading.open}
        enquiry={enquiry}
        application={application}
        types={(types.data ?? [])
          .filter((t) => !t.retiredAt)
          .map((t) => ({ id: t._id, name: t.name }))}
        applications={[...names].map(([id, name]) => ({ id, name }))}
        onClose={uploading.hide}
      />
    </SectionCard>
  );
}
