import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UndoOutlined } from '../../lib/icons/undo-outlined';
import type { ApplicationStage } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { VisuallyHidden } from '../../components/visually-hidden';
import { StageRow, StageTitle } from './stage-row';
import type { StageRowActions } from './stage-types';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** Why a stage was not retired (the server's words), until dismissed. */
export type Refusal = { name: string; message: string };

export function WorkflowCard(props: {
  live: ApplicationStage[];
  actions: StageRowActions;
  announcement: string;
  refusal: Refusal | null;
  onDismiss: () => void;
}) {
  const { live, actions, refusal } = props;
  return (
    <SectionCard title="Workflow">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Applications move through these stages in this order; the board shows one column for each.
          Every stage belongs to a fixed phase, so reports stay comparable.
        </Typography>
        {refusal && (
          <Alert severity="error" onClose={props.onDismiss}>
            {refusal.name} was not retired: {refusal.message}.{' '}
            <Link component={RouterLink} to="/applications">
              Open the board
            </Link>
          </Alert>
        )}
        <Box component="ol" aria-label="Stages in order" sx={listSx}>
          {live.map((stage, i) => (
            <StageRow
              key={stage.key}
              stage={stage}
              index={i}
              count={live.length}
              actions={actions}
            />
          ))}
        </Box>
        <VisuallyHidden>
          <span role="status">{props.announcement}</span>
        </VisuallyHidden>
      </Stack>
    </SectionCard>
  );
}

export function RetiredCard(props: {
  retired: ApplicationStage[];
  onRestore: (stage: ApplicationStage) => void;
}) {
  return (
    <SectionCard title="Retired">
      {props.retired.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No retired stages. A retired stage keeps its history but takes no application.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Retired stages" sx={listSx}>
          {props.retired.map((stage) => (
            <Stack
              key={stage.key}
              component="li"
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 1 }}
            >
              <StageTitle stage={stage} />
              <Button
                size="small"
                startIcon={<UndoOutlined aria-hidden />}
                aria-label={`Restore ${stage.name}`}
                onClick={() => props.onRestore(stage)}
              >
                Restore
              </Button>
            </Stack>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
