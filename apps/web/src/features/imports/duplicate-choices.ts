import type { DuplicateChoice, ImportDuplicate } from '@studydesk/contract';

/** What can happen to a row that matches an existing record, as the user reads it. */
export const CHOICE_OPTIONS: readonly { value: DuplicateChoice; label: string }[] = [
  { value: 'skip', label: 'Skip the row' },
  { value: 'fill', label: 'Fill empty fields' },
  { value: 'link', label: 'Create, linked' },
];

export const isChoice = (v: string): v is DuplicateChoice =>
  CHOICE_OPTIONS.some((o) => o.value === v);

/** An earlier row of the same file is named `row:<n>`; anything else is a stored record. */
export const fileRowOf = (matchId: string): number | undefined => {
  const m = /^row:(\d+)$/.exec(matchId);
  return m ? Number(m[1]) : undefined;
};

/**
 * "Apply to all": the default for every duplicate (those past the listed ones too) and each
 * listed row's own choice set to it, so no earlier single choice survives.
 */
export const allChoices = (duplicates: readonly ImportDuplicate[], choice: DuplicateChoice) => ({
  duplicateDefault: choice,
  duplicates: Object.fromEntries(duplicates.map((d) => [String(d.row), choice])),
});
