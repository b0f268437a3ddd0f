import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Enquiry } from '@studydesk/contract';
import { enquiriesResource } from '@studydesk/contract/plain';
import { CrudPage } from '../../components/crud-page';
import { AddButton } from '../../components/crud-parts';
import { ExportButton } from '../../components/export-button';
import { userCan } from '../../lib/permissions';
import type { ExportFormat } from '../../components/export-button';
import { lazyPart } from '../../lib/lazy';
import { useShortcuts } from '../../lib/shortcuts';
import { ImportButton } from '../imports/import-button';
import { LazyAddEnquiryDialog as AddEnquiryDialog } from './lazy-add-enquiry';
import type { BackState } from './enquiry-link';
import type { EnquiryPanel as Panel } from './enquiry-panel';
import { useEnquiryFilters } from './enquiry-filters';
import { FOCUS_PARAM, PANEL_WIDTH } from './focus';
import { enquiries } from './enquiries-resource';
import { preloadEnquiryCells } from './lazy-enquiry-cells';

const EXPORT_FORMATS: readonly ExportFormat[] = [
  { format: 'xlsx', label: 'Excel (.xlsx)', fallbackName: 'enquiries.xlsx' },
  { format: 'csv', label: 'CSV (.csv)', fallbackName: 'enquiries.csv' },
];
// The record's panel (its timeline, forms and documents) is only for a row picked out from a
// notice or a search: it loads then, not with every list.
const EnquiryPanel = lazyPart<ComponentProps<typeof Panel>>(() =>
  import('./enquiry-panel').then((m) => ({ default: m.EnquiryPanel })),
);

/** The reader's time zone, so exported dates are the office's days. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /enquiries: search, filters, quick status and counsellor, soft delete, export of the filter;
 * a row (click or Enter, `j`/`k` between rows) opens its enquiry, `n` adds one.
 */
export default function EnquiriesPage() {
  const filters = useEnquiryFilters();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const focus = params.get(FOCUS_PARAM) ?? undefined;
  const [adding, setAdding] = useState(false);
  const canAdd = userCan('enquiries', 'write');
  // the rows' selects and clocks come with the list's data, beside the grid
  useEffect(preloadEnquiryCells, []);
  useShortcuts([{ keys: 'n', description: 'Add an enquiry', run: () => setAdding(true) }], canAdd);
  const open = (row: Enquiry) => {
    const state: BackState = { from: `${pathname}${search}` };
    void navigate(`/enquiries/${row._id}`, { state });
  };
  return (
    // On a wide screen the list makes room for the panel, so no column hides beneath it;
    // narrower, the panel lies over the list (closing it is one key or click away).
    <Box sx={{ mr: focus ? { lg: `${PANEL_WIDTH - 16}px` } : 0 }}>
      <CrudPage
        resource={enquiries}
        filters={filters}
        onRowOpen={open}
        highlightId={focus}
        ownerLabel="Whose enquiries"
        actions={({ q, filters: current }) => (
          <>
            <ExportButton
              path={`${enquiriesResource.path}/export`}
              params={{ ...(q ? { q } : {}), ...current, tz: timeZone() }}
              formats={EXPORT_FORMATS}
              failure="Failed to export enquiries"
            />
            {canAdd && <ImportButton to="/enquiries/import" />}
            {canAdd && <AddButton label="Add enquiry" onClick={() => setAdding(true)} />}
          </>
        )}
      />
      {canAdd && <AddEnquiryDialog open={adding} onClose={() => setAdding(false)} />}
      {focus && (
        <Suspense fallback={null}>
          <EnquiryPanel
            id={focus}
            onClose={() =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.delete(FOCUS_PARAM);
                  return next;
                },
                { replace: true },
              )
            }
          />
        </Suspense>
      )}
    </Box>
  );
}
