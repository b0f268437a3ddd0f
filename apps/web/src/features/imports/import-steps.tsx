import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { Import } from '@studydesk/contract';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const STEPS = [
  { key: 'upload', label: 'Upload' },
  { key: 'map', label: 'Map columns' },
  { key: 'check', label: 'Check' },
  { key: 'progress', label: 'Import' },
  { key: 'result', label: 'Result' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/**
 * The step an import is at: its state decides once it runs; before, the URL says whether the
 * user moved on from the mapping to the check.
 */
export function stepOf(data: Pick<Import, 'state'>, asked: string | null): StepKey {
  if (data.state === 'running') return 'progress';
  if (data.state !== 'checked') return 'result';
  return asked === 'check' ? 'check' : 'map';
}

/** Where the wizard is: "Step 2 of 5: Map columns" in words, and the steps drawn from sm up. */
export function ImportSteps({ active }: { active: StepKey }) {
  const index = STEPS.findIndex((s) => s.key === active);
  return (
    <>
      {/* in words on a phone; from sm up the stepper shows it, the words stay for screen readers */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={(t) => ({ [t.breakpoints.up('sm')]: VISUALLY_HIDDEN })}
      >
        Step {index + 1} of {STEPS.length}: {STEPS[index]?.label}
      </Typography>
      {/* drawn for the eye; the words above say the same to screen readers */}
      <Stepper activeStep={index} aria-hidden sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {STEPS.map((s) => (
          <Step key={s.key} completed={STEPS.indexOf(s) < index}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
