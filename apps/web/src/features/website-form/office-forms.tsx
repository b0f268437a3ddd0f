import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Office } from '@studydesk/contract';
import { lazyPart } from '../../lib/lazy';
import { CopySnippet } from './copy-snippet';
import { formLink } from './snippets';

// MUI's select family loads only for agencies with several offices.
const OfficeSelectField = lazyPart(() => import('../offices/office-select-field'));

type Props = {
  server: string;
  offices: readonly Office[];
  office: string;
  onChange: (office: string) => void;
};

/**
 * With several offices, each has its own form: the office picked here goes into the snippets
 * below (the script's data-office, the plain form's hidden field) and into its own form link.
 */
export function OfficeForms({ server, offices, office, onChange }: Props) {
  const name = offices.find((o) => o._id === office)?.name ?? '';
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'baseline' }}>
        <Suspense fallback={<Box sx={{ minWidth: 180, height: 40 }} />}>
          <OfficeSelectField offices={offices} value={office} onChange={onChange} all={false} />
        </Suspense>
        <Typography variant="body2" color="text.secondary">
          Each office has its own form: enquiries from {name}’s link and snippets go to {name}.
        </Typography>
      </Stack>
      <CopySnippet
        title="Form link"
        description={`${name}’s own page of the enquiry form, to link from your site, e-mails or social media.`}
        code={formLink(server, office)}
        copyLabel="Copy form link"
      />
    </Stack>
  );
}
