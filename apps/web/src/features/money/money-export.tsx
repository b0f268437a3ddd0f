import { MONEY_EXPORT_PATH } from '@studydesk/contract/plain';
import { ExportButton, type ExportFormat } from '../../components/export-button';

const FORMATS: readonly ExportFormat[] = [
  {
    format: 'csv',
    label: 'Invoices, claims and credit notes (CSV)',
    fallbackName: 'accounting.csv',
  },
  {
    format: 'xlsx',
    label: 'Invoices, claims and credit notes (XLSX)',
    fallbackName: 'accounting.xlsx',
  },
];

/** The invoices, claims and credit notes of the period as an accounting package imports them (loaded after the page:
 * the download code comes with the contract's schemas). */
export default function MoneyExport({ params }: { params: Record<string, string> }) {
  return (
    <ExportButton
      path={MONEY_EXPORT_PATH}
      params={params}
      formats={FORMATS}
      failure="Could not export the accounting file"
    />
  );
}
