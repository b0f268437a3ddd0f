// The offices' plain values (no zod): the staff shell's first load names offices without schemas.
/** The office every agency starts with; existing records moved into it. */
export const HEAD_OFFICE_NAME = 'Head office';
export const OFFICES_PATH = '/offices';
export const LAST_OFFICE_MESSAGE = 'There must be at least one active office';
export const OFFICE_HAS_RECORDS_MESSAGE =
  'This office still has enquiries or people: choose the office they move to';
export const OFFICE_NAME_TAKEN_MESSAGE = 'An office with this name already exists';
