import Link from '@mui/material/Link';
import type { Enquiry } from '@studydesk/contract';
import { DetailList, type DetailItem } from '../../components/detail-list';
import { formatDateTime } from '../../lib/dates';
import { capitalise } from '../../lib/options';
import { PhoneLink } from './contact-links';
import { fullName } from './enquiry-name';

/** Field names as the edit form labels them. */
const FIELD_LABELS: Record<string, string> = {
  fName: 'First name',
  lName: 'Last name',
  mobile: 'Mobile',
  email: 'Email',
  assignedTo: 'Counsellor',
  preferredIntake: 'Preferred intake',
  leadQuality: 'Lead quality',
  country: 'Country of interest',
};
export const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

function items(e: Enquiry): DetailItem[] {
  return [
    { label: 'Name', value: fullName(e) },
    { label: 'Email', value: e.email && <Link href={`mailto:${e.email}`}>{e.email}</Link> },
    { label: 'Mobile', value: e.mobile && <PhoneLink phone={e.mobile} /> },
    { label: 'Location', value: e.location },
    { label: 'Country of interest', value: e.country },
    { label: 'Course', value: e.course },
    { label: 'College', value: e.college },
    { label: 'Category', value: e.category },
    { label: 'Preferred intake', value: e.preferredIntake },
    { label: 'Source', value: capitalise(e.source) },
    { label: 'Lead quality', value: e.leadQuality },
    { label: 'Received', value: formatDateTime(e.createdAt) },
    { label: 'Message', value: e.message, wide: true },
    { label: 'Remarks', value: e.remarks, wide: true },
    { label: 'Last updated', value: formatDateTime(e.updatedAt) },
  ];
}

/** Every field of an enquiry, as sent and as the desk has added to it. */
export function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  return <DetailList items={items(enquiry)} />;
}
