/** "First Last" from a joined row's name columns, or null when there is no first name. */
export function fullName(first: unknown, last: unknown): string | null {
  if (typeof first !== 'string' || first === '') return null;
  return typeof last === 'string' && last !== '' ? `${first} ${last}` : first;
}

/**
 * One name field as first and last: "Asha Devi Rao" → Asha Devi / Rao (the last word is the
 * family name); one word is a first name. Call requests and imported whole names alike.
 */
export function splitName(full: string): { fName: string; lName: string } {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return { fName: words[0] ?? '', lName: '' };
  return { fName: words.slice(0, -1).join(' '), lName: words.at(-1)! };
}
