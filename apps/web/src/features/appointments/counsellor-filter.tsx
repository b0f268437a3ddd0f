import { useCounsellors } from '../enquiries/staff-api';
import { NativeSelect } from './native-select';

/** "Counsellor: Everyone / Asha Rao / ...": whose sessions the calendar shows. */
export default function CounsellorFilter(props: {
  value: string;
  onChange: (counsellor: string) => void;
}) {
  const staff = useCounsellors();
  const options = [
    { value: '', label: 'Everyone' },
    ...staff.counsellors.map((c) => ({ value: c._id, label: `${c.fname} ${c.lname}`.trim() })),
  ];
  return (
    <NativeSelect
      label="Counsellor"
      value={props.value}
      options={options}
      onChange={props.onChange}
      minWidth={170}
    />
  );
}
