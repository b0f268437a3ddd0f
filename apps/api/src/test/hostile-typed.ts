/*
 * Values of a plausible JSON type but the wrong meaning, by what a field holds (the student
 * journey's routes): a date that is no day, an amount below zero or not finite, text with half a
 * surrogate pair, a stage that is none. Each must be refused (4xx) wherever it is sent.
 */

/** What a field of a request body holds, as the hostile values are chosen for it. */
export type FieldKind =
  'date' | 'amount' | 'text' | 'ref' | 'enum' | 'flag' | 'currency' | 'stage' | 'stageKeys';

export const BAD_DATES: unknown[] = [
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-1-5',
  '05-01-2026',
  '2026-02-30T00:00:00Z',
  ' 2026-01-01',
  '2026-01-01\u0000',
  20260230,
  { $gt: '' },
];
/** `INFINITY` is sent as the JSON number 1e400, which parses to Infinity. */
export const INFINITY = Symbol('1e400');
export const BAD_AMOUNTS: unknown[] = [
  -1,
  -0.01,
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  ' 5',
  '5\u0000',
  1e12,
  true,
  [5],
  INFINITY,
];
/** Lone surrogates (either half, at either end), NUL, a bidi override, not text at all. */
export const BAD_TEXT: unknown[] = [
  '\ud800',
  'Asha\udc00',
  'Asha\ud83d',
  '\udc00Asha',
  'As\u0000ha',
  '\u202e',
  7,
];
export const BAD_ENUMS: unknown[] = ['CONDITIONAL', 'maybe', ' granted', 0, ['fixed']];
export const BAD_FLAGS: unknown[] = ['yes', 1, 'true', 'on', [true]];
export const BAD_CURRENCIES: unknown[] = ['CA', 'CADX', 'C4D', '€€€', 'C D', 5];
/** Besides these: the test's retired stage, by key and by name. */
export const BAD_STAGES: unknown[] = ['nope', 'no_such_stage', 'Bad-Key', '\ud800', 'x'.repeat(61)];
export const BAD_STAGE_KEYS: unknown[] = [
  [],
  ['nope'],
  ['Bad Key'],
  [1],
  'preparing',
  Array.from({ length: 101 }, (_, i) => `stage_${i}`),
];

/** Every field of the journey's write bodies by what it holds (a new field must be named here). */
export const FIELD_KINDS: Record<string, FieldKind> = {
  enquiry: 'ref',
  college: 'ref',
  course: 'ref',
  intake: 'ref',
  assignedTo: 'ref',
  stage: 'stage',
  note: 'text',
  remarks: 'text',
  text: 'text',
  name: 'text',
  tuition: 'amount',
  depositAmount: 'amount',
  invoicedAmount: 'amount',
  receivedAmount: 'amount',
  value: 'amount',
  currency: 'currency',
  acceptanceDeadline: 'date',
  depositDueDate: 'date',
  depositPaidDate: 'date',
  visaAppointmentDate: 'date',
  visaDecisionDate: 'date',
  invoicedDate: 'date',
  receivedDate: 'date',
  dueDate: 'date',
  satisfiedDate: 'date',
  offerType: 'enum',
  visaDecision: 'enum',
  phase: 'enum',
  type: 'enum',
  satisfied: 'flag',
  requiresNote: 'flag',
  keys: 'stageKeys',
};

/** A JSON body with `value` in `field`; the INFINITY marker becomes the number literal 1e400. */
export function hostileJson(base: Record<string, unknown>, field: string, value: unknown) {
  if (value !== INFINITY) return { payload: { ...base, [field]: value } };
  const marker = '"__infinity__"';
  const text = JSON.stringify({ ...base, [field]: '__infinity__' }).replace(marker, '1e400');
  return { payload: text, headers: { 'content-type': 'application/json' } };
}

/** Query values each GET route of the student journey must answer with 400, by query key. */
export const BAD_QUERY: Record<string, string[]> = {
  intakeYear: ['NaN', '2026.5', '-1', '1e3', '99999', '%00', '2026%00'],
  intakeMonth: ['Smarch', 'may', 'May%00', '5'],
  stage: ['Bad-Key', 'x'.repeat(41), '%00', '%ED%A0%80'],
  phase: ['nope', 'Offer'],
  owner: ['them', '%00'],
  college: ['%00', 'a%20b', '%E2%80%AE'],
  office: ['%00', 'a%20b', '%E2%80%AE'],
  course: ['%00', 'a%20b'],
  country: ['%00', 'a%20b'],
  enquiry: ['%00', 'a%20b'],
  from: ['2026-02-30', '2026-13-01', 'today'],
  to: ['2026-02-30', '2026-00-01'],
  by: ['nope', 'Source'],
  today: ['2026-02-30', '2026-02-29', 'tomorrow'],
  now: ['soon', '2026-02-30T10:00:00Z'],
  limit: ['-1', '0', 'NaN', '1.5', '101', '1e2'],
  page: ['0', '-1', 'NaN', '1.5'],
  format: ['pdf', 'CSV'],
  tz: ['Mars/Olympus', '%00'],
  retired: ['maybe', '2'],
  sort: ['password', 'deletedAt'],
  order: ['sideways'],
  q: ['%00', 'a%1Bb', '%E2%80%AE'],
};
