import { useMemo } from 'react';
import type { ListFilter } from '../../components/list-filters';
import { officeOptions, useOffices } from './use-offices';

/** The URL parameter every office-scoped list, the board, Due and the dashboard read. */
export const OFFICE_PARAM = 'office';

/**
 * "Office: All offices / Leeds / Pune" for the lists' Filters, for admins and managers of
 * several offices of an agency with two or more; nobody else gets it.
 */
export function useOfficeFilter(): ListFilter[] {
  const { canFilter, active } = useOffices();
  return useMemo(
    () =>
      canFilter
        ? [
            {
              name: OFFICE_PARAM,
              label: 'Office',
              type: 'select',
              anyLabel: 'All offices',
              options: officeOptions(active),
            },
          ]
        : [],
    [canFilter, active],
  );
}
