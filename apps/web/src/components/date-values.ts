/** What a typed date that is not a whole dd-mm-yyyy date holds, so a form refuses it. */
export const INVALID_DATE = 'invalid';

export type DatePreset = { label: string; days: number };
/** When to call back: Today, Tomorrow, In 3 days, Next week. */
export const CONTACT_PRESETS: readonly DatePreset[] = [
  { label: 'Today', days: 0 },
  { label: 'Tomorrow', days: 1 },
  { label: 'In 3 days', days: 3 },
  { label: 'Next week', days: 7 },
];
