import type { z } from 'zod';
import {
  ExchangeRateCreateSchema,
  type ExchangeRate,
  type ExchangeRateCreate,
} from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { formatDate, localIsoDate } from '../../lib/dates';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { useSetExchangeRateMutation } from './money-settings-api';

type RateValues = z.input<typeof ExchangeRateCreateSchema>;
type Closable = { open: boolean; onClose: () => void };

const RATE = { label: 'Rate', required: true, helperText: 'Up to eight decimals, such as 1.1642' };
const addFields: readonly FormField<RateValues>[] = [
  { name: 'currency', label: 'Currency', required: true, helperText: 'Its code, such as USD' },
  { name: 'rate', ...RATE },
  { name: 'date', label: 'Day', type: 'date', required: true },
];
const editFields: readonly FormField<Pick<RateValues, 'rate'>>[] = [{ name: 'rate', ...RATE }];
const RATE_ONLY = ExchangeRateCreateSchema.pick({ rate: true });

/** A write of a day's rate, told in a toast; rejects with the API error for the form. */
function useSaveRate() {
  const [save] = useSetExchangeRateMutation();
  return (body: ExchangeRateCreate) =>
    withToastsOrThrow(
      () => save(body).unwrap(),
      (r) => `Rate of ${r.currency} on ${formatDate(r.date)} saved`,
      'Could not save the rate',
    );
}

/** "Add rate": a currency's worth in the base currency on a day (that day again corrects it). */
export function AddRateDialog({ open, onClose, base }: Closable & { base: string }) {
  const save = useSaveRate();
  return (
    <FormDialog
      open={open}
      title="Add exchange rate"
      submitLabel="Add rate"
      intro={`How many ${base} one unit of the currency was worth that day.`}
      schema={ExchangeRateCreateSchema}
      fields={addFields}
      values={{ currency: '', rate: '', date: localIsoDate() }}
      onSubmit={async (body) => {
        await save(body);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** "Edit <currency> on <day>": corrects that day's rate (the currency and day stay). */
export function EditRateDialog({ open, onClose, rate }: Closable & { rate?: ExchangeRate }) {
  const save = useSaveRate();
  return (
    <FormDialog
      open={open}
      title={rate ? `Edit the rate of ${rate.currency} on ${formatDate(rate.date)}` : 'Edit rate'}
      submitLabel="Save rate"
      intro={rate && `How many ${rate.base} one ${rate.currency} was worth that day.`}
      schema={RATE_ONLY}
      fields={editFields}
      values={{ rate: rate?.rate ?? '' }}
      onSubmit={async ({ rate: value }) => {
        if (!rate) return;
        await save({ currency: rate.currency, date: rate.date, rate: value });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
