import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ArrowDownOutlined } from '../../lib/icons/arrow-down-outlined';
import { ArrowUpOutlined } from '../../lib/icons/arrow-up-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import { StopOutlined } from '../../lib/icons/stop-outlined';
import type { ApplicationStage } from '@studydesk/contract';
import { ToneChip } from '../../components/tone-chip';
import { usePendingValue } from '../../components/use-pending-value';
import { VisuallyHidden } from '../../components/visually-hidden';
import { PHASE_LABELS, PHASE_TONES } from './stage-labels';
import type { Direction, StageRowActions } from './stage-types';
import { LazyTooltip } from '../../components/lazy-popup';

/** An icon button named for its stage ("Move Submitted up"), with the same words on hover. */
function RowButton(props: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  buttonRef?: (el: HTMLButtonElement | null) => void;
}) {
  const button = (
    <IconButton
      ref={props.buttonRef}
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      size="small"
    >
      {props.icon}
    </IconButton>
  );
  // A disabled button gets no hover events: its tooltip would never show.
  return props.disabled ? button : <LazyTooltip title={props.label}>{button}</LazyTooltip>;
}

/** The stage's name and phase, one line. */
export function StageTitle({ stage }: { stage: ApplicationStage }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }} noWrap>
        {stage.name}
      </Typography>
      <VisuallyHidden>phase</VisuallyHidden>
      <ToneChip label={PHASE_LABELS[stage.phase]} tone={PHASE_TONES[stage.phase]} />
    </Stack>
  );
}

type Props = {
  stage: ApplicationStage;
  index: number;
  count: number;
  actions: StageRowActions;
};

/** One live stage: its place, name and phase, "requires a note", and its buttons. */
export function StageRow({ stage, index, count, actions }: Props) {
  const [requiresNote, choose] = usePendingValue(stage.requiresNote);
  const move = (dir: Direction) => ({
    onClick: () => actions.move(stage, dir),
    buttonRef: actions.buttonRef(stage.key, dir),
  });
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 0.5, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Typography color="text.secondary" sx={{ width: 24, textAlign: 'right', flexShrink: 0 }}>
          {index + 1}.
        </Typography>
        <StageTitle stage={stage} />
      </Stack>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          pl: { xs: 4.5, sm: 0 },
        }}
      >
        <FormControlLabel
          label="Requires a note"
          control={
            <Switch
              size="small"
              checked={requiresNote}
              onChange={(e) =>
                void choose(e.target.checked, () => actions.note(stage, e.target.checked))
              }
              slotProps={{ input: { 'aria-label': `${stage.name} requires a note` } }}
            />
          }
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <Stack direction="row">
          <RowButton
            label={`Move ${stage.name} up`}
            icon={<ArrowUpOutlined aria-hidden />}
            disabled={index === 0}
            {...move('up')}
          />
          <RowButton
            label={`Move ${stage.name} down`}
            icon={<ArrowDownOutlined aria-hidden />}
            disabled={index === count - 1}
            {...move('down')}
          />
          <RowButton
            label={`Rename ${stage.name}`}
            icon={<EditOutlined aria-hidden />}
            onClick={() => actions.rename(stage)}
          />
          <RowButton
            label={`Retire ${stage.name}`}
            icon={<StopOutlined aria-hidden />}
            onClick={() => actions.retire(stage)}
          />
        </Stack>
      </Stack>
    </Stack>
  );
}
