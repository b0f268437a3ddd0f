import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import type { Import } from '@studydesk/contract';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import { CheckStep } from './check-step';
import type { ImportTarget } from './import-resources';
import { ImportSteps, stepOf, type StepKey } from './import-steps';
import { importEntry, importsApi, useGetImportQuery } from './imports-api';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';
import { ResultStep } from './result-step';
import { StepHeadingProvider, useStepFocus } from './step-card';
import { UploadStep } from './upload-step';

/** The step of a known import, once it is read. */
function ImportAt(props: {
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

/**
 * The import wizard: upload → map the columns → check → import → result. The import's id and
 * the step live in the address, so a reload (or a link) finds the same place again.
 */
export function ImportWizard({ target }: { target: ImportTarget }) {
  const [params, setParams] = useSearchParams();
  const dispatch = useDispatch();
  const id = params.get('id');
  const query = useGetImportQuery(id ?? '', { skip: !id });
  const data = id ? query.data : undefined;
  const step: StepKey | undefined = !id ? 'upload' : data && stepOf(data, params.get('step'));
  const heading = useStepFocus(step);
  const go = (next: 'map' | 'check') =>
    setParams((prev) => {
      const url = new URLSearchParams(prev);
      url.set('step', next);
      return url;
    });
  const checked = (check: Import) => {
    dispatch(importsApi.util.upsertQueryEntries([importEntry(check)]));
    setParams({ id: check.id, step: 'map' });
  };
  const notFound = (
    <EmptyState
      title="This import is not there"
      message="It may have been removed, or the link is wrong."
      action={<Button onClick={() => setParams({})}>Start a new import</Button>}
    />
  );
  return (
    <StepHeadingProvider value={heading}>
      {step && <ImportSteps active={step} />}
      {!id ? (
        <UploadStep target={target} onChecked={checked} />
      ) : (
        <QueryState
          query={query}
          fallback="Failed to load the import"
          loadingLabel="Loading the import"
          notFound={notFound}
        >
          {(check) => <ImportAt check={check} step={step ?? 'map'} target={target} go={go} />}
        </QueryState>
      )}
    </StepHeadingProvider>
  );
}
