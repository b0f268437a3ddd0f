import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ApplicationDetail } from '@studydesk/contract';
import { SectionCard } from '../../../components/section-card';
import { userCan } from '../../../lib/permissions';
import { DocumentsSection } from '../../documents/documents-section';
import { CommissionSection } from './commission-section';
import { DetailsForm } from './details-form';
import { OfferConditions } from './offer-conditions';
import { OfferForm, VisaForm } from './offer-forms';
import { RecordHead } from './record-head';
import { RecordMenu } from './record-menu';
import { StageHistory } from './stage-history';

/**
 * One application: the head (student, college, course, intake, owner, stage and Move to); the
 * offer with its conditions and the visa; beside them on a wide screen (below on a narrow one)
 * the details, the commission and the stage history.
 */
export function RecordView({ application: a }: { application: ApplicationDetail }) {
  return (
    <Stack spacing={2}>
      <RecordHead application={a} actions={<RecordMenu application={a} />} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 400px)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SectionCard title="Offer">
            <OfferForm application={a} />
            <Divider sx={{ my: 3 }} />
            <OfferConditions application={a} />
          </SectionCard>
          <SectionCard title="Visa">
            <VisaForm application={a} />
          </SectionCard>
          {userCan('documents', 'read') && (
            <DocumentsSection enquiry={a.enquiry} application={a._id} />
          )}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SectionCard title="Details">
            <DetailsForm application={a} />
          </SectionCard>
          <CommissionSection application={a} />
          <StageHistory history={a.stageHistory} />
        </Stack>
      </Box>
    </Stack>
  );
}
