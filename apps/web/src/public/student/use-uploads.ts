import { useCallback, useRef, useState } from 'react';
import { PortalError, sendDocument, type PortalFailure } from './student-api';
import { prepareFile, type Outgoing } from './resize-image';

/** One file the student sent or is sending, as its line under the checklist item shows it. */
export type Upload = {
  key: number;
  /** the document type's id */
  type: string;
  name: string;
  /** 0 … 1 */
  progress: number;
  state: 'preparing' | 'sending' | 'sent' | 'failed';
  message: string | null;
};

const messageOf = (f: PortalFailure): string =>
  f.kind === 'network'
    ? 'The connection dropped before the file was sent.'
    : f.kind === 'refused'
      ? (f.message ?? `The file could not be sent (error ${f.status}).`)
      : 'This link is not valid';

type Handlers = { onSent: () => void; onInvalid: () => void };

/**
 * The student's uploads: each file prepared (photos resized), sent with its progress, tried once
 * more on its own when the connection drops, and kept for a Retry when it still fails.
 */
export function useUploads(token: string, { onSent, onInvalid }: Handlers) {
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const files = useRef(new Map<number, { type: string; out: Outgoing }>());
  const next = useRef(1);
  const patch = useCallback(
    (key: number, p: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u))),
    [],
  );

  const send = useCallback(
    async (key: number, again: boolean): Promise<void> => {
      const f = files.current.get(key);
      if (!f) return;
      patch(key, { state: 'sending', progress: 0, message: null });
      try {
        const onProgress = (progress: number) => patch(key, { progress });
        await sendDocument(token, f.type, f.out.blob, f.out.name, onProgress);
        patch(key, { state: 'sent', progress: 1 });
        onSent();
      } catch (err) {
        const failure: PortalFailure =
          err instanceof PortalError ? err.failure : { kind: 'network' };
        if (failure.kind === 'network' && !again) return send(key, true);
        if (failure.kind === 'invalid') onInvalid();
        patch(key, { state: 'failed', message: messageOf(failure) });
      }
    },
    [token, patch, onSent, onInvalid],
  );

  const add = useCallback(
    async (type: string, file: File) => {
      const key = next.current++;
      setUploads((list) => [
        ...list,
        { key, type, name: file.name, progress: 0, state: 'preparing', message: null },
      ]);
      const out = await prepareFile(file);
      files.current.set(key, { type, out });
      await send(key, false);
    },
    [send],
  );

  const retry = useCallback((key: number) => void send(key, false), [send]);
  return { uploads, add, retry };
}
