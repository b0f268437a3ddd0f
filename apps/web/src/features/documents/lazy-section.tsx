import { Suspense } from 'react';
import { QueryLoading } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';
import { DOCUMENTS_ANCHOR } from './documents-anchor';
import { UploadButton } from './upload-button';

/*
 * The records' routes have a size budget: the documents' code (the checklist, the rows, their
 * actions and the API) loads with the record's data (the page calls `preloadDocuments`), not with
 * the route. Meanwhile the card is drawn as it is while its documents load: the same title,
 * anchor, spinner and Upload (disabled until it can open), so nothing moves when the code comes.
 */
type Props = { enquiry: string; application?: string };
const Section = lazyPart<Props>(() =>
  import('./documents-section').then((m) => ({ default: m.DocumentsSection })),
);
export const preloadDocuments = Section.preload;

/** A student's documents, their card shown at once and its content when its code is in. */
export function LazyDocumentsSection(props: Props) {
  return (
    <Suspense
      fallback={
        <SectionCard
          title="Documents"
          anchor={DOCUMENTS_ANCHOR}
          action={userCan('documents', 'write') && <UploadButton />}
        >
          <QueryLoading label="Loading the documents" />
        </SectionCard>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
