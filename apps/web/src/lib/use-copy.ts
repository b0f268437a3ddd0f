import { useEffect, useState } from 'react';
import { toast } from './toast/toast';

const COPIED_FOR_MS = 2500;

/** Copies `text` to the clipboard; `copied` says so for a moment, a refusal says what to do. */
export function useCopy(text: string, what = 'text') {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => toast.error(`Could not copy: select the ${what} and copy it yourself`),
    );
  return { copied, copy };
}
