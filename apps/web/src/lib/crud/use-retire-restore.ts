import { withToasts } from '../with-toasts';
import type { SettingsListApi } from './types';

type Retirable<R> = Pick<
  SettingsListApi<R, never, never, 'retire' | 'restore'>,
  'key' | 'useRetireMutation' | 'useRestoreMutation'
>;

/**
 * Retire and restore on a settings list, each told in a toast ("Passport retired", else
 * "Could not retire the document type"); each resolves whether it worked.
 */
export function useRetireRestore<R extends { name: string }>(list: Retirable<R>, noun: string) {
  const [retire, retiring] = list.useRetireMutation();
  const [restore] = list.useRestoreMutation();
  const write = (row: R, back: boolean) =>
    withToasts(
      () => (back ? restore : retire)(list.key(row)).unwrap(),
      `${row.name} ${back ? 'restored' : 'retired'}`,
      `Could not ${back ? 'restore' : 'retire'} the ${noun}`,
    );
  return {
    retire: (row: R) => write(row, false),
    restore: (row: R) => write(row, true),
    retiring: retiring.isLoading,
  };
}
