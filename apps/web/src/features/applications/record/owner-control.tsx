import type { ApplicationDetail } from '@studydesk/contract';
import { OwnerSelect } from '../../../components/owner-select';
import { withToasts } from '../../../lib/with-toasts';
import { getStoredUser } from '../../../lib/session';
import { enquiriesApi } from '../../enquiries/enquiries-api';
import { useCounsellors } from '../../enquiries/staff-api';
import { useApplicationEditMutation } from './record-api';

type Of = { application: ApplicationDetail };

/** An admin's select of the staff the application can go to, saved at once. */
function OwnerPicker({ application: a }: Of) {
  // the application is of its student's office: the enquiry says which (usually cached)
  const office = enquiriesApi.useGetQuery(a.enquiry).data?.office;
  const { options, nameOf, loaded } = useCounsellors(office);
  const [edit] = useApplicationEditMutation();
  // the owner's name is known from the record before the staff list arrives
  const name = (id: string) =>
    nameOf(id) ?? (id === a.assignedTo ? (a.assignedToName ?? undefined) : undefined);
  return (
    <OwnerSelect
      label="Owner"
      value={a.assignedTo}
      staff={options}
      nameOf={name}
      loaded={loaded}
      canWrite
      onChange={(to) =>
        withToasts(
          () => edit({ id: a._id, enquiry: a.enquiry, body: { assignedTo: to } }).unwrap(),
          to ? `Application given to ${name(to) ?? 'a counsellor'}` : 'Application unassigned',
          'Failed to change the owner',
        )
      }
    />
  );
}

/**
 * Who the application is with. Only an admin gives it to someone else (the API refuses others:
 * APPLICATION_MESSAGES.ownerAdminOnly), so only an admin gets the select; others read the name.
 */
export function OwnerControl({ application: a }: Of) {
  if (getStoredUser()?.userType !== 'admin') return <>{a.assignedToName ?? 'Unassigned'}</>;
  return <OwnerPicker application={a} />;
}
