import type { Location } from 'react-router';

/** The public form's route: the visitors' home (the logo of the public pages leads there). */
export const PUBLIC_HOME = '/EnquiryForm';

/** Enquiry numbers as the API issues them (ENQ-000042). */
const ENQ_NO = /^ENQ-\d{1,12}$/;
const PARAM = 'enq';

/**
 * Where the form goes once an enquiry is in: the number travels in the router state and in the
 * URL, so a reload of the thank-you page still shows it.
 */
export function receiptLocation(enqNo: string) {
  return {
    to: `/thank-you?${new URLSearchParams({ [PARAM]: enqNo }).toString()}`,
    state: { enqNo },
  };
}

/**
 * The enquiry number the thank-you page may show. Only a well-formed one: the URL is anyone's
 * to write, and the page should not repeat made-up text in the agency's voice.
 */
export function receiptNumber(location: Pick<Location, 'search' | 'state'>): string | null {
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'enqNo' in state ? state.enqNo : undefined;
  const value =
    typeof fromState === 'string' ? fromState : new URLSearchParams(location.search).get(PARAM);
  return value && ENQ_NO.test(value) ? value : null;
}
