/**
 * The i-th public form submission (`POST /api/enquiries`, no session) the benchmarks send: a
 * new person each time (an e-mail never seen before), so each is a new enquiry.
 */
export const enquiryBody = (i: number) => ({
  fName: `Post${i}`,
  lName: 'Bench',
  email: `p${i}-${process.hrtime.bigint()}@bench.example`,
  mobile: `+1 555 ${String(i % 1e7).padStart(7, '0')}`,
  category: 'Graduate',
  consent: true,
});
