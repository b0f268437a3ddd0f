import type { Import } from '@studydesk/contract';
import { CheckStep } from './check-step';
import type { ImportTarget } from './import-resources';
import type { StepKey } from './import-steps';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';
import { ResultStep } from './result-step';

/** The step of a known import, once it is read. */
export function ImportAt(props: {
  check: Import;
  step: StepKey;
  target: ImportTarget;
  go: (step: 'map' | 'check') => void;
}) {
  const { check, step, target, go } = props;
  if (step === 'map') return <MappingStep check={check} onNext={() => go('check')} />;
  if (step === 'check') return <CheckStep check={check} target={target} onBack={() => go('map')} />;
  if (step === 'progress') return <ProgressStep check={check} />;
  return <ResultStep result={check} target={target} />;
}
