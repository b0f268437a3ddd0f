import { MONEY_EXPORT_PATH } from '@studydesk/contract/plain';
import { ExportButton, type ExportFormat } from '../../components/export-button';

const FORMATS: readonly ExportFormat[] = [
  { format: 'csv', label: 'Invoices as CSV (accounting)', fallbackName: 'invoices.csv' },
  { format: 'xlsx', label: 'Invoices as XLSX', fallbackName: 'invoices.xlsx' },
];

/** The invoices of the period as an accounting package imports them (loaded after the page:
 * the download code comes with the contract's schemas). */
export default function MoneyExport({ params }: { params: Record<string, string> }) {
  return (
    <ExportButton
      path={MONEY_EXPORT_PATH}
      params={params}
      formats={FORMATS}
      failure="Could not export the invoices"
    />
  );
}
