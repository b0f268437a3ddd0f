export type Option = { value: string; label: string };

/** "walk-in" → "Walk-in": how a stored value reads in a select or a chip. */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Select options for a fixed set of values (a contract enum). */
export function optionsOf(values: readonly string[], label = capitalise): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}
