import { useEffect, useRef } from 'react';

type Props = { busy: boolean; onConfirm: () => void; onKeep: () => void };

/** Asks before a cancel: the safe answer has the focus, Escape keeps the session. */
export function CancelConfirm({ busy, onConfirm, onKeep }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      className="sd-confirm sd-stack sd-stack--tight"
      role="group"
      aria-labelledby="cancel-question"
      onKeyDown={(e) => e.key === 'Escape' && onKeep()}
    >
      <p id="cancel-question">
        <strong>Cancel this session?</strong> The time goes to someone else.
      </p>
      <div className="sd-actions">
        <button type="button" className="sd-button" ref={keep} onClick={onKeep}>
          Keep my session
        </button>
        <button
          type="button"
          className="sd-button sd-button--outlined"
          disabled={busy}
          onClick={onConfirm}
        >
          Yes, cancel it
        </button>
      </div>
    </div>
  );
}
