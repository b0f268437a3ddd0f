import { useMemo } from 'react';
import type { StaffMember } from '@studydesk/contract';
import { OWNER_ROLES } from '@studydesk/contract/plain';
import { api } from '../../lib/api';
import { STAFF_TAG } from '../../lib/user-tags';

const staffApi = api.enhanceEndpoints({ addTagTypes: [STAFF_TAG.type] }).injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    /** GET /users/staff: active staff, for "assign to". */
    staff: build.query<StaffMember[], void>({
      query: () => '/users/staff',
      providesTags: [STAFF_TAG],
    }),
  }),
});

export const staffName = (s: Pick<StaffMember, 'fname' | 'lname'>): string =>
  `${s.fname} ${s.lname}`.trim();

/** Whether `s` may own records: their role works on enquiries, and (given one) in `office`. */
const mayOwn = (s: StaffMember, office: string | undefined) =>
  (OWNER_ROLES as readonly string[]).includes(s.userType) &&
  (office === undefined || s.offices.includes(office));

/**
 * The staff a record can go to (those whose role may work on enquiries and, given the record's
 * `office`, who work there: the API refuses anyone else), and the name of anyone it is
 * assigned to, whatever their office.
 */
export function useCounsellors(office?: string) {
  const { data } = staffApi.useStaffQuery();
  return useMemo(() => {
    const staff = data ?? [];
    const byId = new Map(staff.map((s) => [s._id, staffName(s)]));
    const counsellors = staff.filter((s) => mayOwn(s, undefined));
    return {
      counsellors,
      /** those who may own a record of `office`, as a select's options */
      options: staff
        .filter((s) => mayOwn(s, office))
        .map((s) => ({ value: s._id, label: staffName(s) })),
      /** the staff list has arrived (until then no name can be told) */
      loaded: data !== undefined,
      nameOf: (id: string | null): string | undefined => (id ? byId.get(id) : undefined),
    };
  }, [data, office]);
}
