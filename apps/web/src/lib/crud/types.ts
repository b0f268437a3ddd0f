import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  TypedUseMutation,
  TypedUseQuery,
} from '@reduxjs/toolkit/query/react';
import type { ListEnvelope } from '@studydesk/contract';
import type { WriteMode } from '../form-data';
import type { ListResult } from './list-envelope';

/** The shapes every CRUD helper names, in one file the others import, so that none of them
 * has to import another back for a type. */
export type CrudRow = { _id: string };
export type SortOrder = 'asc' | 'desc';
/** What a list asks the server for (ARCHITECTURE §4); filters are the resource's own. */
export type ListArgs = {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  q?: string;
  filters?: Readonly<Record<string, string>>;
};

/** How one resource's list reads its state from the URL. */
export type ListParamsOptions = {
  sortable: readonly string[];
  defaultSort: string;
  defaultOrder?: SortOrder;
  /** the resource's own filter names, kept in the URL beside page/limit/sort/order/q */
  filters?: readonly string[];
};

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type Method = 'DELETE' | 'PATCH' | 'PUT' | 'POST';

export type UpdateArgs<C> = { id: string; body: Partial<C> };
export type IdRoute = { method: Method; url: (id: string) => string };
export type CacheTag = { type: string; id?: string };
/** The arguments of a write on one record; `body` is sent as JSON when given. */
export type IdWrite<B> = { id: string; body?: B };

export type CrudConfig<C, T extends CrudRow = CrudRow> = {
  /** The contract's resource declaration: name, path and list envelope. */
  resource: { name: string; path: string; envelope?: ListEnvelope };
  /** Cache tag and endpoint-name prefix; defaults to resource.name. */
  tag?: string;
  /** How a row is deleted, e.g. a soft delete `PATCH /blog/{id}`; default `DELETE path/{id}`. */
  remove?: IdRoute;
  /** Multipart resources (spec §3) turn form values into FormData (lib/form-data `multipart`). */
  encode?: (body: C | Partial<C>, mode: WriteMode) => FormData;
  /** The error for an answer that is not a list (spec §5 blog: "No data returned"). */
  malformedMessage?: string;
  /** The error for an update answered without an id (spec §5 blog). */
  malformedUpdateMessage?: string;
  /**
   * The remove is a soft delete answering the record as it now stands: it replaces its row in
   * the cached lists instead of reloading them (spec §4 intake).
   */
  removeReplacesRow?: boolean;
  /** Other records a create or update changes too (a follow-up moves its enquiry's status). */
  alsoInvalidates?: (saved: T) => CacheTag[];
};

export type CrudApi<T extends CrudRow, C> = {
  tag: string;
  useListQuery: TypedUseQuery<ListResult<T>, ListArgs, ApiBaseQuery>;
  useGetQuery: TypedUseQuery<T, string, ApiBaseQuery>;
  useCreateMutation: TypedUseMutation<T, C, ApiBaseQuery>;
  useUpdateMutation: TypedUseMutation<T, UpdateArgs<C>, ApiBaseQuery>;
  useRemoveMutation: TypedUseMutation<unknown, string, ApiBaseQuery>;
};

/** Toasts of a resource: its spec §8 fallbacks and its success texts. */
export type CrudMessages = {
  load: string;
  create: string;
  update: string;
  remove: string;
  created: string;
  updated: string;
  removed: string;
};

/** What a list needs to know of a resource (a CrudResource has all of it). */
export type ListResource<T extends CrudRow> = {
  api: Pick<CrudApi<T, never>, 'tag' | 'useListQuery'>;
  list: ListParamsOptions;
  messages: Pick<CrudMessages, 'load'>;
};

export type CrudListOptions = {
  /** filters always sent, not shown in the URL (e.g. a section's `due=today`) */
  fixed?: Readonly<Record<string, string>>;
  /** the user may not read it: ask nothing */
  skip?: boolean;
};

/** A write on one row of a settings list, by the row's key (`body` sent as JSON when given). */
export type KeyRoute = { method: Method; url: (key: string) => string; body?: object };
/** What a list asks for: its retired rows too, or only the live ones. */
export type SettingsListArg = { retired?: boolean } | void;
export type KeyedUpdate<U> = { key: string; body: U };

/** The writes a settings list may offer besides add and update, each with its route. */
export type SettingsListRoutes = {
  retire: KeyRoute;
  restore: KeyRoute;
  /** a hard delete, for lists whose records keep their own copy (mail templates) */
  remove: KeyRoute;
  /** `PUT path/order` with every live key, in the new order */
  reorder: { method: Method; url: string };
};
export type SettingsListOp = 'add' | 'update' | keyof SettingsListRoutes;

/**
 * A settings list an admin orders, adds to, renames and retires (application stages, document
 * types, mail templates), declared once with its routes; `K` names the writes it offers.
 */
export type SettingsListConfig<R, U, K extends keyof SettingsListRoutes> = {
  /** endpoint-name prefix, unique in the one API, e.g. `stageSettings` */
  name: string;
  /** the list's cache tag; other screens that show its rows provide it too */
  tag: CacheTag;
  path: string;
  key: (row: R) => string;
  update: KeyRoute;
  /** the query asking for the retired rows too, when the API does not read `retired=true` */
  withRetired?: Record<string, string>;
  /** what else a write makes stale (a rename changes the records that show the name) */
  alsoInvalidates?: (op: SettingsListOp, update?: U) => readonly CacheTag[];
} & Pick<SettingsListRoutes, K>;

type OptionalHooks<R> = {
  retire: TypedUseMutation<R, string, ApiBaseQuery>;
  restore: TypedUseMutation<R, string, ApiBaseQuery>;
  remove: TypedUseMutation<unknown, string, ApiBaseQuery>;
  /** the live keys in their new order: shown at once, put back if the server refuses */
  reorder: TypedUseMutation<unknown, string[], ApiBaseQuery>;
};

export type SettingsListApi<R, A, U, K extends keyof SettingsListRoutes> = {
  key: (row: R) => string;
  useListQuery: TypedUseQuery<R[], SettingsListArg, ApiBaseQuery>;
  useAddMutation: TypedUseMutation<R, A, ApiBaseQuery>;
  useUpdateMutation: TypedUseMutation<R, KeyedUpdate<U>, ApiBaseQuery>;
} & { [Op in K as `use${Capitalize<Op>}Mutation`]: OptionalHooks<R>[Op] };
