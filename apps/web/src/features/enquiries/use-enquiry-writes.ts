import type { Enquiry, EnquiryStatus } from '@studydesk/contract';
import { withToasts } from '../../lib/with-toasts';
import { capitalise } from '../../lib/options';
import { enquiriesApi, useEnquiryStatusMutation } from './enquiries-api';
import { ENQUIRY_MESSAGES } from './enquiry-messages';
import { useCounsellors } from './staff-api';

/** The quick writes on one enquiry (list row or detail): its status and its counsellor. */
export function useEnquiryWrites() {
  const [setStatus] = useEnquiryStatusMutation();
  const [update] = enquiriesApi.useUpdateMutation();
  const { nameOf } = useCounsellors();
  const failure = ENQUIRY_MESSAGES.update;
  return {
    changeStatus: (e: Enquiry, status: EnquiryStatus) =>
      withToasts(
        () => setStatus({ id: e._id, body: { status } }).unwrap(),
        `${e.enqNo} is now ${capitalise(status)}`,
        failure,
      ),
    assign: (e: Enquiry, to: string | null) =>
      withToasts(
        () => update({ id: e._id, body: { assignedTo: to } }).unwrap(),
        to ? `${e.enqNo} assigned to ${nameOf(to) ?? 'a counsellor'}` : `${e.enqNo} is unassigned`,
        failure,
      ),
  };
}
