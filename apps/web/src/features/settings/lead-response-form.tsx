import { SettingsValuesSchema, type Settings } from '@studydesk/contract';
import { switchField } from '../../components/form-inputs';
import { InlineForm } from '../../components/inline-form';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useUpdateSettingsMutation } from './settings-api';

/** The settings this form edits (the others have forms of their own). */
const LEAD_RESPONSE = SettingsValuesSchema.pick({ roundRobin: true, responseTargetMinutes: true });
type Values = { roundRobin: boolean; responseTargetMinutes: number | string };
const valuesOf = (s: Settings): Values => ({
  roundRobin: s.roundRobin,
  responseTargetMinutes: s.responseTargetMinutes,
});

/** How new website enquiries are assigned, and how long one may wait. */
export function LeadResponseForm({ settings }: { settings: Settings }) {
  const [update] = useUpdateSettingsMutation();
  return (
    <InlineForm
      label="Lead response"
      schema={LEAD_RESPONSE}
      values={valuesOf(settings)}
      fields={[
        switchField<Values>(
          'roundRobin',
          'Assign new website enquiries in turn',
          'Each new enquiry from the public form goes to the next active counsellor. Off: they wait unassigned.',
        ),
        {
          name: 'responseTargetMinutes',
          label: 'Response target (minutes)',
          type: 'number',
          required: true,
          helperText:
            'A new enquiry’s waiting clock turns amber after this, and red after an hour.',
        },
      ]}
      onSubmit={async (v) => {
        const saved = await withToastsOrThrow(
          () => update(v).unwrap(),
          'Settings saved',
          'Could not save the settings',
        );
        return valuesOf(saved);
      }}
      submitLabel="Save settings"
    />
  );
}
