import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';

/** Where the record's Back goes: the list it was opened from, filters and all. */
export type BackState = { from?: string } | null;

/** A link to an enquiry whose "Back" returns here, filters and all. */
export function EnquiryLink({ id, children }: { id: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state: BackState = { from: `${pathname}${search}` };
  return (
    <Link component={RouterLink} to={`/enquiries/${id}`} state={state} sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}
