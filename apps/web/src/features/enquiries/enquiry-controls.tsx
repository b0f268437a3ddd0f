import Typography from '@mui/material/Typography';
import type { Enquiry, EnquiryStatus } from '@studydesk/contract';
import { InlineSelect } from '../../components/inline-select';
import { usePendingValue } from '../../components/use-pending-value';
import { userCan } from '../../lib/permissions';
import { StatusChip, STATUS_OPTIONS } from './enquiry-status';
import { useCounsellors } from './staff-api';
import { useEnquiryWrites } from './use-enquiry-writes';

const UNASSIGNED = '';

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

/** Who the enquiry is with; for users who may write, a select of the counsellors. */
export function AssigneeControl({ enquiry }: { enquiry: Enquiry }) {
  const { assign } = useEnquiryWrites();
  const { counsellors, nameOf, loaded } = useCounsellors();
  const [assignedTo, choose] = usePendingValue(enquiry.assignedTo ?? UNASSIGNED);
  const name = (id: string) =>
    id === UNASSIGNED ? 'Unassigned' : (nameOf(id) ?? (loaded ? 'Former staff' : '…'));
  if (!userCan('enquiries', 'write'))
    return <Typography variant="body2">{name(enquiry.assignedTo ?? UNASSIGNED)}</Typography>;
  const options = [
    { value: UNASSIGNED, label: 'Unassigned' },
    ...counsellors.map((s) => ({ value: s._id, label: nameOf(s._id) ?? s._id })),
  ];
  // someone no longer on the list keeps their place until the enquiry is given to another
  if (assignedTo !== UNASSIGNED && !options.some((o) => o.value === assignedTo))
    options.push({ value: assignedTo, label: name(assignedTo) });
  return (
    <InlineSelect
      label={`Counsellor for ${enquiry.enqNo}`}
      value={assignedTo}
      options={options}
      minWidth={160}
      renderValue={(value) => (
        <Typography variant="body2" color={value === UNASSIGNED ? 'text.secondary' : undefined}>
          {name(value)}
        </Typography>
      )}
      onChange={(value) =>
        void choose(value, () => assign(enquiry, value === UNASSIGNED ? null : value))
      }
    />
  );
}
