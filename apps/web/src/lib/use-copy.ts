import { useEffect, useState } from 'react';

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
      // Imported here, not at the top: the copy field is a build chunk of its own (vite.config.ts),
      // which would otherwise take the toasts' module in. Every staff screen has it loaded already.
      () =>
        void import('./toast/toast').then(({ toast }) =>
          toast.error(`Could not copy: select the ${what} and copy it yourself`),
        ),
    );
  return { copied, copy };
}
