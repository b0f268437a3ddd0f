import { Suspense, useEffect, type ComponentProps } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Import } from '@studydesk/contract';
import { EmptyState } from '../../components/empty-state';
import { QueryState } from '../../components/query-state';
import type { ImportTarget } from './import-resources';
import type { ImportAt as At } from './import-at';
import { ImportSteps, stepOf, type StepKey } from './import-steps';
import { importEntry, importsApi, useGetImportQuery } from './imports-api';
import { StepHeadingProvider, useStepFocus } from './step-card';
import { UploadStep } from './upload-step';
import { lazyPart, whenIdle } from '../../lib/lazy';

// The steps after the upload (the mapping's selects, the check's tables and choices, the result)
// load once the page has painted, not with the route: the upload is what a new import shows.
const ImportAt = lazyPart<ComponentProps<typeof At>>(() =>
  import('./import-at').then((m) => ({ default: m.ImportAt })),
);
const LOADING = 'Loading the import';
/** What the read shows while it waits (QueryState's spinner), kept while the step's code loads. */
const waiting = (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress size={28} aria-label={LOADING} />
  </Box>
);

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
  useEffect(() => whenIdle(ImportAt.preload), []);
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
          loadingLabel={LOADING}
          notFound={notFound}
        >
          {(check) => (
            <Suspense fallback={waiting}>
              <ImportAt check={check} step={step ?? 'map'} target={target} go={go} />
            </Suspense>
          )}
        </QueryState>
      )}
    </StepHeadingProvider>
  );
}
