import { useState } from 'react';
import type { z } from 'zod';
import { MoneySettingsUpdateSchema, type MoneySettings } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
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

type Asking = { from: string; to: string; answer: (go: boolean) => void };

/**
 * Asked before the base currency changes: the reports then add up in the new one, and the rates
 * entered so far are to the old one (found from outside: the rates card then read "worth in
 * EUR" over rates to GBP, with no word before).
 */
function useBaseChange(current: string) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = (to: string) =>
    to.toUpperCase() === current.toUpperCase()
      ? Promise.resolve(true)
      : new Promise<boolean>((answer) => setAsking({ from: current, to, answer }));
  const close = (go: boolean) => {
    asking?.answer(go);
    setAsking(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={`Change the base currency from ${asking?.from ?? ''} to ${asking?.to ?? ''}?`}
      message={`Reports will add up in ${asking?.to ?? ''}. The exchange rates entered so far are to ${asking?.from ?? ''}: enter each currency's rate to ${asking?.to ?? ''} for the reports to convert it.`}
      confirmLabel={`Use ${asking?.to ?? ''}`}
      tone="primary"
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { ask, dialog };
}

/** The base currency, what invoices print, and when claims and instalments are chased. */
export function InvoicingCard({ settings }: { settings: MoneySettings }) {
  const [update] = useUpdateMoneySettingsMutation();
  const base = useBaseChange(settings.baseCurrency);
  return (
    <SectionCard title="Currency, invoices and chasing">
      <InlineForm
        label="Currency, invoices and chasing"
        schema={EDITED}
        values={valuesOf(settings)}
        fields={fields}
        onSubmit={async (v) => {
          // not asked to: nothing saved, and what was typed stays in the form
          if (v.baseCurrency && !(await base.ask(v.baseCurrency))) return;
          const saved = await withToastsOrThrow(
            () => update(v).unwrap(),
            'Money settings saved',
            'Could not save the money settings',
          );
          return valuesOf(saved);
        }}
        submitLabel="Save"
      />
      {base.dialog}
    </SectionCard>
  );
}
