import { useMemo } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import type { Claim } from '@studydesk/contract';
import { PageHeader } from '../../components/page-header';
import { RecordMissing, RecordPage } from '../../components/record-page';
import { SectionCard } from '../../components/section-card';
import { userCan } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ClaimActions, ClaimDialogs } from './claim-actions';
import { useClaimDialogs } from './claim-dialog-state';
import { ClaimFigures } from './claim-header';
import { ClaimHistory } from './claim-history';
import { ClaimLines, ClaimPayments, type LineActions } from './claim-lines';
import { useClaimQuery } from './claims-api';

function ClaimView({ claim }: { claim: Claim }) {
  useDocumentTitle(`Claim ${claim.number}`);
  const canWrite = userCan('claims', 'write');
  const d = useClaimDialogs();
  const { show: credit } = d.crediting;
  const { show: move } = d.moving;
  const lineActions = useMemo<LineActions>(() => ({ credit, move }), [credit, move]);
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={`Claim ${claim.number}`}
        action={<ClaimActions claim={claim} d={d} canWrite={canWrite} />}
      />
      <ClaimFigures claim={claim} />
      <SectionCard title="Lines">
        <ClaimLines claim={claim} actions={canWrite ? lineActions : undefined} />
      </SectionCard>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Payments">
            <ClaimPayments claim={claim} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="History">
            <ClaimHistory claim={claim} />
          </SectionCard>
        </Grid>
      </Grid>
      <ClaimDialogs claim={claim} d={d} />
    </Stack>
  );
}

/** /money/claims/:id: a claim to a college, its lines, payments and history, and what to do. */
export default function ClaimPage() {
  const id = useParams().id ?? '';
  const query = useClaimQuery(id);
  return (
    <RecordPage
      back="/money/claims"
      title="Claim"
      showHeader={!query.data}
      canRead={userCan('claims', 'read')}
      query={query}
      fallback="Could not load the claim"
      loadingLabel="Loading the claim"
      notFound={<RecordMissing title="Claim not found" to="/money/claims" label="All claims" />}
    >
      {(claim) => <ClaimView claim={claim} />}
    </RecordPage>
  );
}
