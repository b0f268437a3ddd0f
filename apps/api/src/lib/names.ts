/** "First Last" from a joined row's name columns, or null when there is no first name. */
export function fullName(first: unknown, last: unknown): string | null {
  if (typeof first !== 'string' || first === '') return null;
  return typeof last === 'string' && last !== '' ? `${first} ${last}` : first;
}
