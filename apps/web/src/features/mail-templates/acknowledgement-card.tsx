import type { ComponentProps } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSlot } from '../../components/form-slot';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { formatDateTime } from '../../lib/dates';
import { lazyPart } from '../../lib/lazy';
import { useAcknowledgementQuery } from './mail-templates-api';
import type { AcknowledgementForm as Form } from './acknowledgement-form';

// The form (react-hook-form, the contract's schema, the inputs, the preview) loads with the
// acknowledgement, not with the route (the page preloads it).
export const AcknowledgementForm = lazyPart<ComponentProps<typeof Form>>(() =>
  import('./acknowledgement-form').then((m) => ({ default: m.AcknowledgementForm })),
);
/** The form's own height (px, at 375 and 1440 px wide), held while its code loads. */
const FORM_HEIGHT = { xs: 635, sm: 455 };

/** Settings → E-mail: the mail a public enquirer gets at once. */
export function AcknowledgementCard() {
  const query = useAcknowledgementQuery();
  return (
    <SectionCard title="Acknowledgement to enquirers">
      <QueryState
        query={query}
        fallback="Could not load the acknowledgement"
        loadingLabel="Loading the acknowledgement"
      >
        {(ack) => (
          <Stack spacing={2}>
            <FormSlot height={FORM_HEIGHT}>
              <AcknowledgementForm ack={ack} />
            </FormSlot>
            {ack.updatedAt && (
              <Typography variant="body2" color="text.secondary">
                Last changed {formatDateTime(ack.updatedAt)}.
              </Typography>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
