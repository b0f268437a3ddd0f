import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { withToasts } from '../../lib/with-toasts';
import { useMyDigestQuery, useSetMyDigestMutation } from './digest-api';

/** Profile: one's own morning digest on or off (its mails' unsubscribe link turns it off). */
export function DigestSwitch() {
  const query = useMyDigestQuery();
  const [set, setting] = useSetMyDigestMutation();
  return (
    <SectionCard title="Morning digest">
      <QueryState
        query={query}
        fallback="Could not load your digest setting"
        loadingLabel="Loading your digest setting"
      >
        {({ on }) => (
          <div>
            <FormControlLabel
              label="E-mail me my day’s work at 08:00"
              control={
                <Switch
                  checked={on}
                  disabled={setting.isLoading}
                  onChange={(event) => {
                    const next = event.target.checked;
                    void withToasts(
                      () => set({ on: next }).unwrap(),
                      next ? 'The morning digest is on' : 'The morning digest is off',
                      'Could not change the morning digest',
                    );
                  }}
                />
              }
            />
            <FormHelperText>
              Overdue and today’s follow-ups, call requests due, leads waiting past the response
              target and deadlines; nothing is sent on a day without any.
            </FormHelperText>
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
