import { toast } from './toast/toast';
import { errorMessage } from './errors';

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

/**
 * The same for a form's write: resolves with its result, or toasts and rejects with the API
 * error so the form can put its fieldErrors on the fields. `success` may read the result (what
 * the server did can differ from what was asked, e.g. a mail queued rather than sent).
 */
export async function withToastsOrThrow<T>(
  write: () => Promise<T>,
  success: string | ((result: T) => string),
  failure: string,
): Promise<T> {
  try {
    const result = await write();
    toast.success(typeof success === 'string' ? success : success(result));
    return result;
  } catch (err) {
    toast.error(errorMessage(err, failure));
    throw err;
  }
}
