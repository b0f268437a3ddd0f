import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import type { InvoiceSummary } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { useDialog } from '../../lib/crud/use-dialog';
import { userCan } from '../../lib/permissions';
import { getStoredUser } from '../../lib/session';
import { formatMoney, totalsByCurrency } from './invoice-money';
import { InvoiceRow } from './invoice-row';
import { useStudentInvoicesQuery } from './invoices-api';
import { LazyInvoiceDialog, LazyPaymentDialog } from './lazy-dialogs';
import { useInvoiceActions } from './use-invoice-actions';

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** What the student still owes, one figure per currency (amounts in two currencies never add). */
function Owed({ invoices }: { invoices: InvoiceSummary[] }) {
  const owed = totalsByCurrency(invoices.map((i) => i.outstanding)).filter(
    (m) => Number(m.amount) > 0,
  );
  return (
    <Typography role="status" sx={{ fontWeight: 600 }}>
      {owed.length === 0
        ? 'Nothing owed.'
        : `Owes ${owed.map(formatMoney).join(' and ')} in total.`}
    </Typography>
  );
}

/** Admins and managers invoice any student they see; a counsellor only those they own (the
 * API answers 403 for another's). */
function mayInvoice(owner: string | null) {
  const me = getStoredUser();
  return userCan('invoices', 'write') && (me?.userType !== 'counsellor' || owner === me._id);
}

/**
 * A student's invoices on their record: each one's amounts in its own currency, due date, PDF;
 * New invoice and Send for who invoices them, Record payment for admins and managers.
 */
export function InvoicesSection({ enquiry, owner }: { enquiry: string; owner: string | null }) {
  const query = useStudentInvoicesQuery(enquiry);
  const canInvoice = mayInvoice(owner);
  const creating = useDialog<void>();
  const may = { send: canInvoice, pay: userCan('invoicePayments', 'write') };
  const { actions, paying } = useInvoiceActions(enquiry, may);
  const create = canInvoice && (
    <Button
      variant="outlined"
      startIcon={<PlusOutlined aria-hidden />}
      onClick={() => creating.show()}
    >
      New invoice
    </Button>
  );
  return (
    <SectionCard title="Invoices" action={create}>
      <QueryState
        query={query}
        fallback="Failed to load the invoices"
        loadingLabel="Loading the invoices"
      >
        {(invoices) =>
          invoices.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No invoices yet.
            </Typography>
          ) : (
            <Stack spacing={1}>
              <Owed invoices={invoices} />
              <Box component="ul" aria-label="Invoices" sx={listSx}>
                {invoices.map((i) => (
                  <InvoiceRow key={i._id} invoice={i} actions={actions} />
                ))}
              </Box>
            </Stack>
          )
        }
      </QueryState>
      <LazyPaymentDialog
        open={paying.open}
        invoice={paying.value}
        enquiry={enquiry}
        onClose={paying.hide}
      />
      <LazyInvoiceDialog open={creating.open} enquiry={enquiry} onClose={creating.hide} />
    </SectionCard>
  );
}
