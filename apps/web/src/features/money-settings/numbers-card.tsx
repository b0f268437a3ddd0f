import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MoneySettings } from '@studydesk/contract';
import { DetailList } from '../../components/detail-list';
import { SectionCard } from '../../components/section-card';

/** What the next numbered documents of this year will be: read-only, as numbers are never
 * reused or skipped (each is taken with the record it numbers). */
export function NumbersCard({ next }: { next: MoneySettings['nextNumbers'] }) {
  return (
    <SectionCard title="Numbering">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Numbers run per year without gaps and are never reused, so they cannot be changed here.
        </Typography>
        <DetailList
          items={[
            { label: 'Next invoice', value: next.invoice },
            { label: 'Next receipt', value: next.receipt },
            { label: 'Next claim to a college', value: next.claim },
            { label: 'Next credit note', value: next.creditNote },
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
