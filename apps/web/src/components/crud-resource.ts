import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { PermissionResource } from '@studydesk/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CrudApi, CrudMessages, ListParamsOptions } from '../lib/crud/types';
import { loadOrReload, once } from '../lib/lazy';
import type { TableRow } from './table-types';
import type { FormField } from './form-field';
import type { TileSpec } from './image-grid';
import type { ListTabs } from './list-tabs';
import type { TrashConfig } from './trash';

/**
 * Everything the generic CRUD screen needs to know about one resource. A new resource
 * declares one of these (its api, columns and form fields) and renders <CrudPage>.
 */
export type CrudResource<T extends TableRow, In extends FieldValues, C> = {
  api: CrudApi<T, C>;
  permission: PermissionResource;
  /** page heading, e.g. "Services" */
  title: string;
  /** lower case, e.g. "service" / "services" */
  singular: string;
  plural: string;
  messages: CrudMessages;
  /** sortable fields and default sort (the contract's resource declaration fits) */
  list: ListParamsOptions;
  columns: GridColDef<T>[];
  hiddenOnMobile?: readonly string[];
  /** columns given up first when the list is narrow (then the others from the right) */
  dropOrder?: readonly string[];
  /** on phones, a row as a card (name, phone, status …) instead of columns */
  card?: (row: T) => ReactNode;
  /** pictures: shown as a grid of tiles instead of a table (the gallery) */
  tiles?: TileSpec<T>;
  /** rows taller than the grid's 52 (two-line cells, controls in cells) */
  rowHeight?: number;
  /** false when records arrive elsewhere (enquiries: the public form): no "Add" button */
  creatable?: boolean;
  /** the delete confirmation's text and button, e.g. for a soft delete */
  removeConfirm?: { message: string; label: string };
  /** why a row may not be deleted (spec §5: "Cannot delete India"); undefined when it may */
  kept?: (row: T) => string | undefined;
  /** tabs over the list, each a value of one URL parameter (courses: domestic) */
  tabs?: ListTabs & { blank?: (tab: string) => Partial<In> };
  /** soft deletes: a Trash tab where rows are restored or deleted permanently */
  trash?: TrashConfig;
  /** how a row is named in "Edit …", "Delete …?" */
  rowLabel: (row: T) => string;
  /**
   * The create/edit form, imported when its dialog first opens: its schema (with zod), the
   * form library and the inputs are most of a list's code, and most visits never open it.
   */
  form: () => Promise<CrudForm<T, In, C>>;
};

/** A resource's form: schema, inputs, and the values it opens with. */
export type CrudForm<T, In extends FieldValues, C> = {
  schema: z.ZodType<C, In>;
  fields: readonly FormField<In>[];
  blank: In;
  fromRow: (row: T) => In;
};

/**
 * What a resource's dialogs (edit and delete) need of it: a record's page opens them without the
 * list's columns, filters and cards.
 */
export type CrudDialogsResource<T extends TableRow, In extends FieldValues, C> = Pick<
  CrudResource<T, In, C>,
  'api' | 'messages' | 'singular' | 'rowLabel' | 'removeConfirm' | 'form'
>;

/** Declares a resource's dialogs part, shared by its list and its record; the form loads once. */
export function defineCrudDialogs<T extends TableRow, In extends FieldValues, C>(
  resource: CrudDialogsResource<NoInfer<T>, In, C> & { api: CrudApi<T, C> },
): CrudDialogsResource<T, In, C> {
  return { ...resource, form: once(() => loadOrReload(resource.form)) };
}

/** Declares a resource with its types inferred from the api and the form; the form loads once. */
export function defineCrudResource<T extends TableRow, In extends FieldValues, C>(
  resource: CrudResource<NoInfer<T>, In, C> & { api: CrudApi<T, C> },
): CrudResource<T, In, C> {
  return { ...resource, form: once(() => loadOrReload(resource.form)) };
}

/** Declares a resource's form (in its own module, for `form`), typed by the resource's rows. */
export const defineCrudForm =
  <T>() =>
  <In extends FieldValues, C>(form: CrudForm<T, In, C>) =>
    form;
