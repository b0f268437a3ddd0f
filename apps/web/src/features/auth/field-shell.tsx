/** aria-describedby for an input with its own hint and an error text at `${id}-error`. */
export const describedBy = (id: string, error: string | undefined, hint?: string) => {
  const ids = [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return ids ? { 'aria-describedby': ids } : {};
};
