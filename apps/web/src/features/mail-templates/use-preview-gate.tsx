import { useRef, useState } from 'react';
import type { MailPreview } from '@studydesk/contract';
import { MailPreviewDialog } from './mail-preview-dialog';

/**
 * "Preview before saving": `ask(preview)` shows the merged mail and resolves true when the user
 * confirms, false when they go back to editing.
 */
export function usePreviewGate(o: { note: string; confirmLabel: string }) {
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const answer = useRef<(ok: boolean) => void>(() => undefined);
  const ask = (p: MailPreview) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setPreview(p);
    });
  const close = (ok: boolean) => {
    setPreview(null);
    answer.current(ok);
  };
  const dialog = (
    <MailPreviewDialog
      preview={preview}
      note={o.note}
      confirmLabel={o.confirmLabel}
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { ask, dialog };
}
