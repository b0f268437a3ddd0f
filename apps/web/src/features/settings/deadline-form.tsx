import { SettingsValuesSchema, type Settings } from '@studydesk/contract';
import { InlineForm } from '../../components/inline-form';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useUpdateSettingsMutation } from './settings-api';

const DEADLINES = SettingsValuesSchema.pick({ deadlineReminderDays: true });

/** How far ahead an application's deadlines become Due items in the bell. */
export function DeadlineForm({ settings }: { settings: Settings }) {
  const [update] = useUpdateSettingsMutation();
  return (
    <InlineForm
      label="Application deadlines"
      schema={DEADLINES}
      values={{ deadlineReminderDays: settings.deadlineReminderDays }}
      fields={[
        {
          name: 'deadlineReminderDays',
          label: 'Remind this many days ahead',
          type: 'number',
          required: true,
          helperText:
            'An application’s deadlines (intake, offer acceptance, deposit, visa appointment) show in its owner’s Due list from this many days before, on the day and until met. 0: on the day only.',
        },
      ]}
      onSubmit={async (v) => {
        const saved = await withToastsOrThrow(
          () => update(v).unwrap(),
          'Deadline reminders saved',
          'Could not save the deadline reminders',
        );
        return { deadlineReminderDays: saved.deadlineReminderDays };
      }}
      submitLabel="Save reminders"
    />
  );
}
