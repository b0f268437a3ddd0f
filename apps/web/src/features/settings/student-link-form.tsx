import { SettingsValuesSchema, type Settings } from '@studydesk/contract';
import { InlineForm } from '../../components/inline-form';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useUpdateSettingsMutation } from './settings-api';

const LINKS = SettingsValuesSchema.pick({ studentLinkDays: true });

/** How long a student's private link works once made. */
export function StudentLinkForm({ settings }: { settings: Settings }) {
  const [update] = useUpdateSettingsMutation();
  return (
    <InlineForm
      label="Student links"
      schema={LINKS}
      values={{ studentLinkDays: settings.studentLinkDays }}
      fields={[
        {
          name: 'studentLinkDays',
          label: 'A link works for (days)',
          type: 'number',
          required: true,
          helperText:
            'The private link a student uploads their documents through stops working this many days after it is made (1–365). Links already sent keep their date.',
        },
      ]}
      onSubmit={async (v) => {
        const saved = await withToastsOrThrow(
          () => update(v).unwrap(),
          'Student links saved',
          'Could not save the student links',
        );
        return { studentLinkDays: saved.studentLinkDays };
      }}
      submitLabel="Save links"
    />
  );
}
