import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ApplicationDetail } from '@studydesk/contract';
import { FormSlot } from '../../../components/form-slot';
import { lazyPart } from '../../../lib/lazy';
import { userCan } from '../../../lib/permissions';
import { LazyDocumentsSection } from '../../documents/lazy-section';
import { CommissionSection } from './commission-section';
import { OfferConditions } from './offer-conditions';
import { RecordHead } from './record-head';
import { RecordMenu } from './record-menu';
import { StageHistory } from './stage-history';

// The record's form (its schema, the form library, the inputs) loads with the record's data,
// not with the route: the page fetches it as it asks for the record (`preloadRecordForm`).
const RecordForm = lazyPart(() => import('./record-form'));
export const preloadRecordForm = RecordForm.preload;

/** The form's height while its code comes (Offer, Visa and Details at 375 and 1440 px). */
const FORM_HEIGHT = { xs: 1100, sm: 1000 };

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
          <FormSlot height={FORM_HEIGHT}>
            <RecordForm application={a} />
          </FormSlot>
          <OfferConditions application={a} />
          {userCan('documents', 'read') && (
            <LazyDocumentsSection enquiry={a.enquiry} application={a._id} />
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
