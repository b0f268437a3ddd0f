import type { Enquiry } from '@studydesk/contract';
import { EnquiryClock } from './enquiry-clock';
import { AssigneeControl, StatusControl } from './enquiry-controls';

export type CellKind = 'status' | 'assignee' | 'clock';
export type CellProps = { kind: CellKind; enquiry: Enquiry };

/** A list row's live parts: the status and counsellor selects, the response clock. */
export default function EnquiryCell({ kind, enquiry }: CellProps) {
  if (kind === 'status') return <StatusControl enquiry={enquiry} />;
  if (kind === 'assignee') return <AssigneeControl enquiry={enquiry} />;
  return <EnquiryClock enquiry={enquiry} />;
}
