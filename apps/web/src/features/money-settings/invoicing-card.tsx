import type { z } from 'zod';
import { MoneySettingsUpdateSchema, type MoneySettings } from '@studydesk/contract';
import type { FormField } from '../../components/form-field';
import { InlineForm } from '../../components/inline-form';
import { SectionCard } from '../../components/section-card';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useUpdateMoneySettingsMutation } from './money-settings-api';

const EDITED = MoneySettingsUpdateSchema.pick({
  baseCurrency: true,
  bankDetails: true,
  terms: true,
  claimChaseDays: true,
  reminderDaysBefore: true,
  reminderDaysAfter: true,
});
type Values = z.input<typeof EDITED>;
const valuesOf = (s: MoneySettings): Values => ({
  baseCurrency: s.baseCurrency,
  bankDetails: s.bankDetails,
  terms: s.terms,
  claimChaseDays: s.claimChaseDays,
  reminderDaysBefore: s.reminderDaysBefore,
  reminderDaysAfter: s.reminderDaysAfter,
});

const fields: readonly FormField<Values>[] = [
  {
    name: 'baseCurrency',
    label: 'Base currency',
    required: true,
    helperText: 'Its code, such as GBP: what reports add up in, through the rates below.',
  },
  {
    name: 'bankDetails',
    label: 'Bank details',
    rows: 3,
    helperText: 'Printed on every invoice: where students pay.',
  },
  { name: 'terms', label: 'Terms', rows: 3, helperText: 'Printed at the foot of every invoice.' },
  {
    name: 'claimChaseDays',
    label: 'Chase a claim after (days)',
    type: 'number',
    required: true,
    helperText: 'A claim to a college unpaid this long after it was sent is in the to-chase list.',
  },
  {
    name: 'reminderDaysBefore',
    label: 'Remind students before a due date (days)',
    type: 'number',
    required: true,
    helperText: '0: on the day.',
  },
  {
    name: 'reminderDaysAfter',
    label: 'Remind students after an unpaid due date (days)',
    type: 'number',
    required: true,
  },
];

/** The base currency, what invoices print, and when claims and instalments are chased. */
export function InvoicingCard({ settings }: { settings: MoneySettings }) {
  const [update] = useUpdateMoneySettingsMutation();
  return (
    <SectionCard title="Currency, invoices and chasing">
      <InlineForm
        label="Currency, invoices and chasing"
        schema={EDITED}
        values={valuesOf(settings)}
        fields={fields}
        onSubmit={async (v) => {
          const saved = await withToastsOrThrow(
            () => update(v).unwrap(),
            'Money settings saved',
            'Could not save the money settings',
          );
          return valuesOf(saved);
        }}
        submitLabel="Save"
      />
    </SectionCard>
  );
}
