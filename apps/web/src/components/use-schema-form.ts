import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormField } from './form-field';
import { setServerErrors } from './server-errors';

export type SchemaFormOptions<In extends FieldValues, Out> = {
  /** the contract schema: the same one the API validates with */
  schema: z.ZodType<Out, In>;
  fields: readonly FormField<In>[];
  values: In;
  /** rejects with the API error so its fieldErrors land on the fields */
  onSubmit: (values: Out) => Promise<void>;
};

/** A form validated by a contract schema whose server field errors land on its fields. */
export function useSchemaForm<In extends FieldValues, Out>(opts: SchemaFormOptions<In, Out>) {
  const methods = useForm<In, unknown, Out>({
    resolver: zodResolver(opts.schema),
    defaultValues: opts.values as DefaultValues<In>,
  });
  const submit = methods.handleSubmit(async (data) => {
    try {
      await opts.onSubmit(data);
    } catch (err) {
      setServerErrors(
        err,
        opts.fields.map((f) => f.name),
        methods.setError,
      );
    }
  });
  return { methods, submit, saving: methods.formState.isSubmitting };
}
