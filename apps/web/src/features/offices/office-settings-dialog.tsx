import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Office } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import { QueryState } from '../../components/query-state';
import type { DialogState } from '../../lib/crud/use-dialog';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useOfficeSettingsQuery, useUpdateOfficeSettingsMutation } from './office-settings-api';
import {
  OfficeSettingsFormSchema,
  officeSettingsFields,
  officeSettingsValues,
} from './office-settings-form';

/**
 * "<office> settings": its own round-robin and response target, each else the agency's. The
 * form opens once the office's values are in, so it never shows a default it then replaces.
 */
export default function OfficeSettingsDialog({ state }: { state: DialogState<Office> }) {
  const office = state.value;
  const query = useOfficeSettingsQuery(office?._id ?? '', { skip: !state.open || !office });
  const [update] = useUpdateOfficeSettingsMutation();
  const settings = query.currentData;
  if (!office) return null;
  // until the values are in: progress, or why they did not load with Retry (never a silent click)
  if (!settings)
    return (
      <Dialog
        open={state.open}
        onClose={state.hide}
        slotProps={{ paper: { 'aria-label': `${office.name} settings` } }}
      >
        <DialogContent>
          <QueryState
            query={query}
            fallback="Could not load the office’s settings"
            loadingLabel="Loading the office’s settings"
          >
            {() => null}
          </QueryState>
        </DialogContent>
      </Dialog>
    );
  return (
    <FormDialog
      open={state.open}
      onClose={state.hide}
      title={`${office.name} settings`}
      submitLabel="Save settings"
      intro={
        <Typography color="text.secondary">
          How this office answers its leads. Left at the agency default, it follows the agency’s
          setting.
        </Typography>
      }
      schema={OfficeSettingsFormSchema}
      fields={officeSettingsFields(settings)}
      values={officeSettingsValues(settings)}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => update({ id: office._id, body }).unwrap(),
          `${office.name} settings saved`,
          'Could not save the settings',
        );
        state.hide();
      }}
    />
  );
}
