import { toast } from '../../lib/toast/toast';
import type { ImportUpdate } from '@studydesk/contract';
import { errorMessage } from '../../lib/errors';
import { useUpdateImportMutation } from './imports-api';

/**
 * PATCH /imports/{id}: the answer is the new check (the cache takes it); a refusal is a toast
 * and resolves false, so the screen can put back what it showed.
 */
export function useImportUpdate(id: string) {
  const [update, state] = useUpdateImportMutation();
  const send = async (body: ImportUpdate): Promise<boolean> => {
    try {
      await update({ id, body }).unwrap();
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'The change could not be saved'));
      return false;
    }
  };
  return { send, busy: state.isLoading };
}
