import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` (typing settles before a search is asked). */
export function useDebounced<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
