import { SettingsValuesSchema, type Settings } from '@studydesk/contract';
import { switchField } from '../../components/form-inputs';
import { InlineForm } from '../../components/inline-form';
import { timeZoneField } from '../../components/time-zone-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useUpdateSettingsMutation } from '../settings/settings-api';

const AGENCY_MAIL = SettingsValuesSchema.pick({
  agencyName: true,
  agencyReplyTo: true,
  timeZone: true,
  digestOn: true,
});
type Values = { agencyName: string; agencyReplyTo: string; timeZone: string; digestOn: boolean };
const valuesOf = (s: Settings): Values => ({
  agencyName: s.agencyName,
  agencyReplyTo: s.agencyReplyTo,
  timeZone: s.timeZone,
  digestOn: s.digestOn,
});
const zoneField = timeZoneField<Values>(
  'timeZone',
  'Where the agency works: the morning digest goes at 08:00 there. Type a city or an offset.',
);

/** Settings → E-mail: how the agency signs its mail, its time zone, and the morning digest. */
export function AgencyMailForm({ settings }: { settings: Settings }) {
  const [update] = useUpdateSettingsMutation();
  return (
    <InlineForm<Values, Values>
      label="Agency and morning digest"
      schema={AGENCY_MAIL}
      values={valuesOf(settings)}
      fields={[
        {
          name: 'agencyName',
          label: 'Agency name',
          required: true,
          helperText:
            'Enquirers and students see it: the acknowledgement comes from it, their pages carry it. {{agencyName}} in templates.',
        },
        {
          name: 'agencyReplyTo',
          label: 'Reply address',
          type: 'email',
          helperText:
            'Where replies to the acknowledgement go while no counsellor owns the enquiry (else to the owner). Empty: the sending address.',
        },
        zoneField,
        switchField<Values>(
          'digestOn',
          'Send the morning digest',
          'At 08:00, each counsellor with work that day gets their overdue and today’s follow-ups, call requests due, leads waiting past the response target and deadlines. Each can turn theirs off in their profile.',
        ),
      ]}
      onSubmit={async (v) => {
        const saved = await withToastsOrThrow(
          () => update(v).unwrap(),
          'E-mail settings saved',
          'Could not save the e-mail settings',
        );
        return valuesOf(saved);
      }}
      submitLabel="Save"
    />
  );
}
