import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExchangeRate } from '@studydesk/contract';
import { CardAddButton } from '../../components/card-add-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { RowButton, RowList } from '../../components/row-list';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/dates';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useExchangeRatesQuery, useRemoveExchangeRateMutation } from './money-settings-api';
import { LazyAddRateDialog, LazyEditRateDialog } from './lazy-parts';

const nameOf = (r: ExchangeRate) => `${r.currency} on ${formatDate(r.date)}`;

/** The dated rates to the base currency, newest first: add, correct, remove (asked first). */
export function RatesCard({ base }: { base: string }) {
  const rates = useExchangeRatesQuery();
  const [remove, removing] = useRemoveExchangeRateMutation();
  const adding = useDialog<void>();
  const editing = useDialog<ExchangeRate>();
  const removingRate = useDialog<ExchangeRate>();
  const target = removingRate.value;
  const rowsOf = (list: ExchangeRate[]) =>
    list.map((r) => ({
      key: r._id,
      primary: `1 ${r.currency} = ${r.rate} ${r.base}`,
      secondary: formatDate(r.date),
      actions: (
        <>
          <RowButton
            label={`Edit ${nameOf(r)}`}
            icon={<EditOutlined aria-hidden />}
            onClick={() => editing.show(r)}
          />
          <RowButton
            label={`Remove ${nameOf(r)}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => removingRate.show(r)}
          />
        </>
      ),
    }));
  const onRemove = (r: ExchangeRate) =>
    void withToasts(
      () => remove(r._id).unwrap(),
      `Rate of ${nameOf(r)} removed`,
      'Could not remove the rate',
    ).then(removingRate.hide);
  return (
    <SectionCard
      title="Exchange rates"
      action={<CardAddButton label="Add rate" onClick={() => adding.show()} />}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {`What one unit of each currency is worth in ${base} on a day. Reports in ${base} use the rate in force on each amount’s day (the latest on or before it). ${base} itself needs none.`}
        </Typography>
        <QueryState
          query={rates}
          fallback="Could not load the rates"
          loadingLabel="Loading the rates"
        >
          {(list) => (
            <RowList label="Exchange rates" rows={rowsOf(list)} empty="No rates yet: add one." />
          )}
        </QueryState>
      </Stack>
      <LazyAddRateDialog open={adding.open} base={base} onClose={adding.hide} />
      <LazyEditRateDialog open={editing.open} rate={editing.value} onClose={editing.hide} />
      <ConfirmDialog
        open={removingRate.open}
        title={`Remove the rate of ${target ? nameOf(target) : 'this day'}?`}
        message="Reports that used it fall back to the latest rate before that day."
        confirmLabel="Remove"
        busy={removing.isLoading}
        onConfirm={() => target && onRemove(target)}
        onClose={removingRate.hide}
      />
    </SectionCard>
  );
}
