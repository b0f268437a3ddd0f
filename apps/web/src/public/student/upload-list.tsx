import type { Upload } from './use-uploads';

function Progress({ upload }: { upload: Upload }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <div
      className="sd-progress"
      role="progressbar"
      aria-label={`Sending ${upload.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="sd-progress-bar" style={{ transform: `scaleX(${upload.progress})` }} />
    </div>
  );
}

function Line({ upload, onRetry }: { upload: Upload; onRetry: (key: number) => void }) {
  const busy = upload.state === 'preparing' || upload.state === 'sending';
  return (
    <li className="sd-upload">
      <div className="sd-upload-head">
        <span className="sd-upload-name">{upload.name}</span>
        <span className="sd-small sd-muted">
          {upload.state === 'preparing'
            ? 'Preparing…'
            : upload.state === 'sending'
              ? `${Math.round(upload.progress * 100)}%`
              : upload.state === 'sent'
                ? 'Sent'
                : 'Not sent'}
        </span>
      </div>
      {busy && <Progress upload={upload} />}
      {upload.state === 'failed' && (
        <div className="sd-upload-failed">
          <p className="sd-small sd-error-text" role="alert">
            {upload.message}
          </p>
          <button
            type="button"
            className="sd-button sd-button--outlined"
            aria-label={`Retry ${upload.name}`}
            onClick={() => onRetry(upload.key)}
          >
            Retry
          </button>
        </div>
      )}
    </li>
  );
}

/** The files sent for one item, each with its progress, or why it failed and a Retry. */
export function UploadList({
  uploads,
  onRetry,
}: {
  uploads: readonly Upload[];
  onRetry: (key: number) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="sd-uploads">
      {uploads.map((u) => (
        <Line key={u.key} upload={u} onRetry={onRetry} />
      ))}
    </ul>
  );
}
