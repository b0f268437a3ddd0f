import { useEffect, useState } from 'react';
import { SearchField } from './search-field';

export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  label: string;
  /** the committed query (from the URL) */
  value: string;
  onChange: (value: string) => void;
  /** from the sm breakpoint (a phone's is the full width) */
  width?: number | string;
};

/** A search field that commits its text once typing pauses. */
export function SearchBox({ label, value, onChange, width = 280 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);

  // The URL changed under us (back button, a shared link): show its query, unless it is
  // just our own last commit coming back while the user keeps typing.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  useEffect(() => {
    const query = text.trim();
    if (query === sent) return;
    const timer = setTimeout(() => {
      setSent(query);
      onChange(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onChange]);

  return (
    <SearchField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      width={{ xs: '100%', sm: width }}
    />
  );
}
