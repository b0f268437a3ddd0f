import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { EditOutlined } from '../../lib/icons/edit-outlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaxRate } from '@studydesk/contract';
import { CardAddButton } from '../../components/card-add-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowButton, RowList } from '../../components/row-list';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts, withToastsOrThrow } from '../../lib/with-toasts';
import { LazyTaxRateDialog } from './lazy-parts';
import { useUpdateMoneySettingsMutation } from './money-settings-api';

/** The tax rate being edited: its place in the list, or none for a new one. */
type Editing = { index?: number };

/** The tax rates invoices and the price list pick from; each write saves the whole list. */
export function TaxRatesCard({ rates }: { rates: TaxRate[] }) {
  const [update, saving] = useUpdateMoneySettingsMutation();
  const editing = useDialog<Editing>();
  const removing = useDialog<number>();
  const index = editing.value?.index;
  const put = (taxRates: TaxRate[]) => update({ taxRates }).unwrap();
  const onSave = async (rate: TaxRate) => {
    const next = index === undefined ? [...rates, rate] : rates.with(index, rate);
    await withToastsOrThrow(() => put(next), `${rate.name} saved`, 'Could not save the tax rate');
    editing.hide();
  };
  const gone = removing.value === undefined ? undefined : rates[removing.value];
  const onRemove = (i: number) =>
    void withToasts(
      () => put(rates.filter((_, j) => j !== i)),
      `${rates[i]?.name ?? 'Tax rate'} removed`,
      'Could not remove the tax rate',
    ).then(removing.hide);
  const rows = rates.map((r, i) => ({
    key: `${i}-${r.name}`,
    primary: `${r.name}: ${r.rate} %`,
    actions: (
      <>
        <RowButton
          label={`Edit ${r.name}`}
          icon={<EditOutlined aria-hidden />}
          onClick={() => editing.show({ index: i })}
        />
        <RowButton
          label={`Remove ${r.name}`}
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => removing.show(i)}
        />
      </>
    ),
  }));
  return (
    <SectionCard
      title="Tax rates"
      action={<CardAddButton label="Add tax rate" onClick={() => editing.show({})} />}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The rates staff choose from on the price list and on invoice lines.
        </Typography>
        <RowList label="Tax rates" rows={rows} empty="No tax rates: invoices carry no tax." />
      </Stack>
      <LazyTaxRateDialog
        open={editing.open}
        title={index === undefined ? 'Add tax rate' : `Edit ${rates[index]?.name ?? 'tax rate'}`}
        values={(index !== undefined && rates[index]) || { name: '', rate: '' }}
        onSubmit={onSave}
        onClose={editing.hide}
      />
      <ConfirmDialog
        open={removing.open}
        title={`Remove ${gone?.name ?? 'the tax rate'}?`}
        message="Invoices already made keep their tax; new ones can no longer pick it."
        confirmLabel="Remove"
        busy={saving.isLoading}
        onConfirm={() => removing.value !== undefined && onRemove(removing.value)}
        onClose={removing.hide}
      />
    </SectionCard>
  );
}
