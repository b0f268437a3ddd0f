import { useNavigate } from 'react-router';
import type { UseFormSetError } from 'react-hook-form';
import { toast } from 'react-toastify';
import { MESSAGES, type EnquiryPublicCreate } from '@studydesk/contract';
import { setServerErrors } from '../../components/server-errors';
import { errorMessage } from '../../lib/errors';
import { ABOUT_YOU, CONSENT, STUDY_PLANS, type EnquiryFormInput } from './enquiry-fields';
import type { EnquiryFormValues } from './enquiry-fields';
import { receiptLocation } from './enquiry-receipt';
import { useSendEnquiryMutation } from './public-enquiry-api';

const FIELD_NAMES = [...ABOUT_YOU, ...STUDY_PLANS, CONSENT].map((f) => f.name);

/** Optional fields left empty are not sent at all. */
const withoutBlanks = (values: EnquiryFormValues): EnquiryPublicCreate =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== '' && v !== undefined),
  ) as EnquiryPublicCreate;

/**
 * Sends the enquiry; on success the thank-you page with its number, else the server's field
 * errors on the fields and a toast (spec §8: "Failed to create enquiry").
 */
export function useEnquirySubmit(setError: UseFormSetError<EnquiryFormInput>) {
  const [send] = useSendEnquiryMutation();
  const navigate = useNavigate();
  return async (values: EnquiryFormValues) => {
    try {
      const { enqNo } = await send(withoutBlanks(values)).unwrap();
      const { to, state } = receiptLocation(enqNo);
      void navigate(to, { state });
    } catch (err) {
      setServerErrors(err, FIELD_NAMES, setError);
      toast.error(errorMessage(err, MESSAGES.enquiries.create));
    }
  };
}
