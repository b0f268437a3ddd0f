import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Enquiry } from '@studydesk/contract';
import { formatDateTime } from '../../lib/dates';
import { capitalise } from '../../lib/options';
import { LOOK_CLASSES } from '../../components/inline-select-types';
import { ContactLinks } from './contact-links';
import { fullName } from './enquiry-name';
import { AssigneeControl, StatusControl } from './enquiry-controls';
import { EnquiryClock } from './enquiry-clock';
import { OfficeControl } from './enquiry-office';
import { useOffices } from '../offices/use-offices';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      {children}
    </Stack>
  );
}

/** The status and counsellor selects at one height, whatever they show (a chip, a name), and
 * their look the same while the select's code loads. */
const CONTROL_HEIGHT = 32;
const sameHeight = {
  [`& .MuiInputBase-root, & .${LOOK_CLASSES.root}`]: { height: CONTROL_HEIGHT },
  [`& .MuiSelect-select, & .${LOOK_CLASSES.value}`]: { display: 'flex', alignItems: 'center' },
} as const;

type HeadProps = {
  enquiry: Enquiry;
  actions?: ReactNode;
  /** the record page's h1; an h2 where it sits on another page (the list's panel) */
  level?: 'h1' | 'h2';
  /** a narrow place (the list's panel): the actions go on their own line, below the name */
  compact?: boolean;
};

/** What a counsellor acts on, first: who, how to reach them, where it stands, and the actions. */
export function EnquiryHead({ enquiry: e, actions, level = 'h1', compact = false }: HeadProps) {
  const { multi } = useOffices();
  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction={compact ? 'column' : { xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { sm: 'flex-start' } }}
          >
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography variant="h3" component={level} sx={{ overflowWrap: 'anywhere' }}>
                {fullName(e)}
              </Typography>
              <Typography color="text.secondary">
                {e.enqNo} · {capitalise(e.source)} ·{' '}
                <Box component="span" sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
                  received {formatDateTime(e.createdAt)}
                </Box>
              </Typography>
            </Stack>
            {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
          </Stack>
          <ContactLinks phone={e.mobile} email={e.email} />
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: { xs: 1.5, sm: compact ? 2 : 3 },
              flexWrap: 'wrap',
              ...sameHeight,
            }}
          >
            <Labelled label="Status">
              <StatusControl enquiry={e} />
            </Labelled>
            <Labelled label="Assigned to">
              <AssigneeControl enquiry={e} />
            </Labelled>
            {multi && (
              <Labelled label="Office">
                <OfficeControl enquiry={e} />
              </Labelled>
            )}
            <EnquiryClock enquiry={e} showContacted />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
