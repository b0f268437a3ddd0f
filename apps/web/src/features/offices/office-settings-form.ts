import type { OfficeSettings } from '@studydesk/contract';
import { z } from 'zod';
import type { FormField } from '../../components/form-field';

/**
 * The form's values: round-robin as a choice ('' = the agency's), the target and the
 * acknowledgement's wording as typed ('' = the agency's). The API checks the range, so its own messages land on the fields.
 */
export const OfficeSettingsFormSchema = z
  .object({
    roundRobin: z.enum(['', 'on', 'off']),
    responseTargetMinutes: z.string().trim(),
    ackSubject: z.string().trim(),
    ackBody: z.string().trim(),
  })
  .transform((v) => ({
    roundRobin: v.roundRobin === '' ? null : v.roundRobin === 'on',
    responseTargetMinutes: v.responseTargetMinutes === '' ? null : Number(v.responseTargetMinutes),
    ackSubject: v.ackSubject === '' ? null : v.ackSubject,
    ackBody: v.ackBody === '' ? null : v.ackBody,
  }));
export type OfficeSettingsValues = z.input<typeof OfficeSettingsFormSchema>;

export const officeSettingsValues = ({ own }: OfficeSettings): OfficeSettingsValues => ({
  roundRobin: own.roundRobin === null ? '' : own.roundRobin ? 'on' : 'off',
  responseTargetMinutes:
    own.responseTargetMinutes === null ? '' : String(own.responseTargetMinutes),
  ackSubject: own.ackSubject ?? '',
  ackBody: own.ackBody ?? '',
});

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** What applies now, and whose it is: "Now: on (agency default)". */
const applied = (value: string, own: unknown) =>
  `Now: ${value} (${own === null ? 'agency default' : 'this office’s own'}).`;

const OWN_WORDING = 'This office’s own; empty: the agency’s. Merge fields as in Mail templates.';

/** The fields, each saying what applies to the office's records now. */
export function officeSettingsFields({ own, effective }: OfficeSettings) {
  const rr = own.roundRobin === null ? `Agency default: ${onOff(effective.roundRobin)}` : null;
  const minutes = effective.responseTargetMinutes;
  const fields: FormField<OfficeSettingsValues>[] = [
    {
      name: 'roundRobin',
      label: 'Assign new website enquiries in turn',
      options: [
        { value: '', label: rr ?? 'Agency default' },
        { value: 'on', label: 'On: the next active counsellor of this office' },
        { value: 'off', label: 'Off: they wait unassigned' },
      ],
      helperText: applied(onOff(effective.roundRobin), own.roundRobin),
    },
    {
      name: 'responseTargetMinutes',
      label: 'Response target (minutes)',
      type: 'number',
      helperText: `${applied(`${minutes} min`, own.responseTargetMinutes)} Empty: the agency default.`,
    },
    {
      name: 'ackSubject',
      label: 'Acknowledgement subject',
      helperText: own.ackSubject === null ? `Agency default: ${effective.ackSubject}` : OWN_WORDING,
    },
    {
      name: 'ackBody',
      label: 'Acknowledgement message',
      rows: 4,
      helperText: own.ackBody === null ? 'Empty: the agency’s message.' : OWN_WORDING,
    },
  ];
  return fields;
}
