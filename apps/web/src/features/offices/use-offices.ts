import { useMemo } from 'react';
import type { Office } from '@studydesk/contract';
import { useSessionUser } from '../../lib/session';
import { useOfficesQuery } from './offices-api';

/**
 * The agency's offices as the signed-in user meets them. An agency with one active office sees
 * no office UI beyond Settings → Offices (`multi` false); with more, admins (every office) and
 * managers of several offices get the filter, and whoever has several offices of their own
 * picks one when they create a record.
 */
export function useOffices() {
  const user = useSessionUser();
  const query = useOfficesQuery(undefined, { skip: !user });
  return useMemo(() => {
    const all = query.data ?? [];
    const active = all.filter((o) => !o.retiredAt);
    const admin = user?.userType === 'admin';
    const mine = admin ? active : active.filter((o) => user?.offices?.includes(o._id));
    const multi = active.length >= 2;
    const leads = admin || user?.userType === 'manager';
    return {
      all,
      active,
      /** the active offices the user works in (an admin: every one) */
      mine,
      multi,
      canFilter: multi && (admin || (leads && mine.length >= 2)),
      /** admins and managers move an enquiry (with everything under it) to another office */
      canTransfer: multi && leads,
      nameOf: (id: string | null | undefined) => all.find((o) => o._id === id)?.name,
    };
  }, [query.data, user]);
}

export const officeOptions = (offices: readonly Office[]) =>
  offices.map((o) => ({ value: o._id, label: o.name }));
