import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ApplicationDetail } from '@studydesk/contract';
import { userCan } from '../../../lib/permissions';
import { DocumentsSection } from '../../documents/documents-section';
import { CommissionSection } from './commission-section';
import { OfferConditions } from './offer-conditions';
import { RecordForm } from './record-form';
import { RecordHead } from './record-head';
import { RecordMenu } from './record-menu';
import { StageHistory } from './stage-history';

/**
 * One application: the head (student, college, course, intake, owner, stage and Move to); its
 * fields (offer, visa, details) as one form with one Save, the offer's conditions and the
 * documents; beside them on a wide screen (below on a narrow one) the commission and the
 * stage history.
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
          <RecordForm application={a} />
          <OfferConditions application={a} />
          {userCan('documents', 'read') && (
            <DocumentsSection enquiry={a.enquiry} application={a._id} />
          )}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CommissionSection application={a} />
          <StageHistory history={a.stageHistory} />
        </Stack>
      </Box>
    </Stack>
  );
}
