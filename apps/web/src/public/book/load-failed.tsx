import { Alert } from '../kit/alert';

/** A request that failed: what the server said (or that the connection did), and a retry. */
export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <>
      <Alert severity="error">{message}</Alert>
      <button type="button" className="sd-button sd-start" onClick={retry}>
        Try again
      </button>
    </>
  );
}
