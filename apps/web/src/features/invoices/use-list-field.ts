import { useFormContext, useWatch } from 'react-hook-form';
import type { InvoiceInput } from './invoice-form';

type Lists = Required<Pick<InvoiceInput, 'lines' | 'instalments'>>;

/**
 * An array of the invoice form (its lines, its instalments) with add, remove and replace.
 * Not useFieldArray: its code would land in the form library's shared chunk, which most
 * routes load first, and push their bundles over budget; the items are few and keyed by place.
 */
export function useListField<K extends keyof Lists>(name: K) {
  const { control, getValues, setValue } = useFormContext<InvoiceInput>();
  const watched = useWatch({ control, name }) as Lists[K] | undefined;
  const current = () => (getValues(name) ?? []) as Lists[K];
  // react-hook-form cannot resolve the value type of a generic path: it is Lists[K] here
  const set = setValue as unknown as (path: K, value: Lists[K]) => void;
  const replace = (next: Lists[K]) => set(name, next);
  return {
    items: watched ?? [],
    replace,
    append: (item: Lists[K][number]) => replace([...current(), item] as Lists[K]),
    remove: (i: number) => replace(current().filter((_, n) => n !== i) as Lists[K]),
  };
}
