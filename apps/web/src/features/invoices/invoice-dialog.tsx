import { useId } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { InvoiceCreateSchema, type Fee, type InvoiceCreate } from '@studydesk/contract';
import { useDiscardGuard, type DiscardGuard } from '../../components/discard-guard';
import { FormDialogShell } from '../../components/form-dialog-shell';
import { FormFieldInput, type FormField } from '../../components/form-field';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { setServerErrors } from '../../components/server-errors';
import { useBaseCurrencyQuery } from '../../lib/base-currency';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { blankInvoice, fieldNames, type InvoiceInput } from './invoice-form';
import { InvoiceInstalments } from './invoice-instalments';
import { InvoiceLines } from './invoice-lines';
import { useCreateInvoiceMutation, usePriceListQuery } from './invoices-api';

type Props = { open: boolean; enquiry: string; onClose: () => void };

const HEAD: FormField<InvoiceInput>[] = [
  { name: 'currency', label: 'Currency', required: true, helperText: 'ISO code: GBP, JPY, KWD …' },
  { name: 'due', label: 'Due date', type: 'date', required: true },
];

type FormProps = Omit<Props, 'open'> & {
  fees: Fee[];
  base: string | undefined;
  guard: DiscardGuard;
};

function InvoiceForm({ enquiry, fees, base, guard, onClose }: FormProps) {
  const [create] = useCreateInvoiceMutation();
  const methods = useForm<InvoiceInput, unknown, InvoiceCreate>({
    resolver: zodResolver(InvoiceCreateSchema),
    defaultValues: blankInvoice(fees, base),
  });
  const submit = methods.handleSubmit(async (body) => {
    try {
      await withToastsOrThrow(
        () => create({ enquiry, body }).unwrap(),
        (i) => `Invoice ${i.number} created`,
        'Could not create the invoice',
      );
      onClose();
    } catch (err) {
      setServerErrors(err, fieldNames(methods.getValues()), methods.setError);
    }
  });
  return (
    <FormProvider {...methods}>
      <FormDialogShell
        onSubmit={submit}
        submitLabel="Create invoice"
        saving={methods.formState.isSubmitting}
        dirty={methods.formState.isDirty}
        guard={guard}
        onClose={onClose}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {HEAD.map((f) => (
            <FormFieldInput key={f.name} field={f} control={methods.control} />
          ))}
        </Stack>
        <InvoiceLines fees={fees} />
        <InvoiceInstalments />
      </FormDialogShell>
    </FormProvider>
  );
}

/** "New invoice": lines from the price list or typed, due date, currency, instalments. */
export function InvoiceDialog({ open, enquiry, onClose }: Props) {
  const fullScreen = usePhoneFullScreen();
  const id = useId();
  const fees = usePriceListQuery();
  // the currency when the price list has none; should it fail to load, pounds
  const base = useBaseCurrencyQuery();
  const { guard, onDialogClose, confirm } = useDiscardGuard(onClose);
  return (
    <Dialog
      open={open}
      onClose={onDialogClose}
      aria-labelledby={id}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={id}>New invoice</DialogTitle>
      {fees.isLoading || base.isLoading ? (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label="Loading the price list" />
        </DialogContent>
      ) : (
        <InvoiceForm
          enquiry={enquiry}
          fees={fees.data ?? []}
          base={base.data}
          guard={guard}
          onClose={onClose}
        />
      )}
      {confirm}
    </Dialog>
  );
}
