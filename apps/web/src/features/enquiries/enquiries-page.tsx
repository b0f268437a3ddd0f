import { CrudPage } from '../../components/crud-page';
import { ExportButton } from '../../components/export-button';
import { enquiriesResource } from '@studydesk/contract';
import { useEnquiryFilters } from './enquiry-filters';
import { enquiries } from './enquiries-resource';

/** /enquiries: search, filters, quick status and counsellor, soft delete, CSV of the filter. */
export default function EnquiriesPage() {
  const filters = useEnquiryFilters();
  return (
    <CrudPage
      resource={enquiries}
      filters={filters}
      actions={({ q, filters: current }) => (
        <ExportButton
          path={`${enquiriesResource.path}/export`}
          params={{ ...(q ? { q } : {}), ...current }}
          fallbackName="enquiries.csv"
          failure="Failed to export enquiries"
        />
      )}
    />
  );
}
