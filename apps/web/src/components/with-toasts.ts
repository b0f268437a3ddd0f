import { toast } from 'react-toastify';
import { errorMessage } from '../lib/errors';

/**
 * Runs a write and tells the user how it went: `success`, or the server's message with
 * `failure` as the spec §8 fallback. Resolves whether it worked.
 */
export async function withToasts(
  write: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<boolean> {
  try {
    await write();
    toast.success(success);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, failure));
    return false;
  }
}
