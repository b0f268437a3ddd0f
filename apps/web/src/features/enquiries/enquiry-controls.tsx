import type { Enquiry, EnquiryStatus } from '@studydesk/contract';
import { InlineSelect } from '../../components/inline-select';
import { OwnerSelect } from '../../components/owner-select';
import { usePendingValue } from '../../components/use-pending-value';
import { userCan } from '../../lib/permissions';
import { StatusChip, STATUS_OPTIONS } from './enquiry-status';
import { useCounsellors } from './staff-api';
import { useEnquiryWrites } from './use-enquiry-writes';

/** The status chip; for users who may write, a select that changes it at once. */
export function StatusControl({ enquiry }: { enquiry: Enquiry }) {
  const { changeStatus } = useEnquiryWrites();
  const [status, choose] = usePendingValue<string>(enquiry.status);
  if (!userCan('enquiries', 'write')) return <StatusChip status={enquiry.status} />;
  return (
    <InlineSelect
      label={`Status of ${enquiry.enqNo}`}
      value={status}
      options={STATUS_OPTIONS}
      renderValue={(value) => <StatusChip status={value} />}
      onChange={(value) => void choose(value, () => changeStatus(enquiry, value as EnquiryStatus))}
    />
  );
}

/** Who the enquiry is with; for users who may write, a select of its office's counsellors. */
export function AssigneeControl({ enquiry }: { enquiry: Enquiry }) {
  const { assign } = useEnquiryWrites();
  const { options, nameOf, loaded } = useCounsellors(enquiry.office);
  return (
    <OwnerSelect
      label={`Counsellor for ${enquiry.enqNo}`}
      value={enquiry.assignedTo}
      staff={options}
      nameOf={nameOf}
      loaded={loaded}
      canWrite={userCan('enquiries', 'write')}
      onChange={(to) => assign(enquiry, to)}
    />
  );
}
