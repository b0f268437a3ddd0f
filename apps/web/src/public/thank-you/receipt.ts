/** Enquiry numbers as the API issues them (ENQ-000042). */
const ENQ_NO = /^ENQ-\d{1,12}$/;
const PARAM = 'enq';

/** Where the form goes once an enquiry is in: the number in the address, so a reload of the
 * thank-you page still shows it. */
export const receiptUrl = (enqNo: string) =>
  `/thank-you?${new URLSearchParams({ [PARAM]: enqNo }).toString()}`;

/**
 * The enquiry number the thank-you page may show. Only a well-formed one: the URL is anyone's
 * to write, and the page should not repeat made-up text in the agency's voice.
 */
export function receiptNumber(search: string): string | null {
  const value = new URLSearchParams(search).get(PARAM);
  return value && ENQ_NO.test(value) ? value : null;
}
