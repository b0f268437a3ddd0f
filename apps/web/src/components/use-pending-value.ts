import { useCallback, useState } from 'react';

/**
 * A value the user just chose, shown while it is saved and until the record it belongs to
 * catches up; a failed save puts the record's own value back.
 */
export function usePendingValue<V>(current: V) {
  const [pending, setPending] = useState<{ value: V } | null>(null);
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    setSeen(current);
    setPending(null);
  }
  const choose = useCallback(async (value: V, save: () => Promise<boolean>) => {
    setPending({ value });
    if (!(await save())) setPending(null);
  }, []);
  return [pending ? pending.value : current, choose] as const;
}
