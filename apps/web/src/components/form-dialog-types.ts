import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SchemaFormOptions } from './use-schema-form';

/** `values` are the form's when the dialog opens: blank for create, the row's for edit. */
export type FormDialogProps<In extends FieldValues, Out> = SchemaFormOptions<In, Out> & {
  open: boolean;
  title: string;
  submitLabel?: string;
  /** what the form is about, above its fields (to whom a mail goes) */
  intro?: ReactNode;
  onClose: () => void;
};
