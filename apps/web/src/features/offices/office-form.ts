import { OfficeCreateSchema, OfficeUpdateSchema, type Office } from '@studydesk/contract';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { FormField } from '../../components/form-field';
import { timeZoneField } from '../../components/time-zone-field';

/** The office form's fields as typed: every one a string, blank for "not given". */
export type OfficeValues = {
  name: string;
  address: string;
  phone: string;
  timeZone: string;
  replyEmail: string;
};

/** The office form's fields, typed for the create or the edit schema's values. */
export function officeFields<V extends FieldValues>(): FormField<V>[] {
  const at = (name: keyof OfficeValues) => name as Path<V>;
  return [
    {
      name: at('name'),
      label: 'Name',
      required: true,
      helperText: 'As staff say it: Leeds, Pune …',
    },
    { name: at('address'), label: 'Address', rows: 3 },
    { name: at('phone'), label: 'Phone', type: 'tel' },
    timeZoneField<V>(
      at('timeZone'),
      'Where the office works: its day and its morning digest follow it. Type a city or an offset.',
    ),
    {
      name: at('replyEmail'),
      label: 'Reply e-mail',
      type: 'email',
      helperText:
        'Where replies from its enquirers go while no counsellor owns them. Empty: the agency’s.',
    },
  ];
}

/** A new office starts in the browser's own zone: most agencies add the office they sit in. */
export const blankOffice = (): OfficeValues => ({
  name: '',
  address: '',
  phone: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  replyEmail: '',
});

export const officeValues = (o: Office): OfficeValues => ({
  name: o.name,
  address: o.address ?? '',
  phone: o.phone ?? '',
  timeZone: o.timeZone,
  replyEmail: o.replyEmail ?? '',
});

/** A create drops blanks; an edit sends them, so a cleared phone is cleared (PATCH). */
export { OfficeCreateSchema as CreateSchema, OfficeUpdateSchema as EditSchema };
export type OfficeCreateValues = z.input<typeof OfficeCreateSchema>;
export type OfficeUpdateValues = z.input<typeof OfficeUpdateSchema>;
