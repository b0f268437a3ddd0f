import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants';
import { id, numeric, plain } from './fields';

/** Query every list accepts; resources extend it with their own filters. */
export const ListQuerySchema = z.object({
  page: numeric('Page', z.number().int('Page must be a whole number').min(1)).default(1),
  limit: numeric(
    'Limit',
    z.number().int('Limit must be a whole number').min(1).max(LIST_LIMIT_MAX),
  ).default(LIST_LIMIT_DEFAULT),
  sort: plain('Sort', 40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: plain('Search', 200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Where a list response keeps its rows and its total (spec §7 spells them per resource). */
export type ListEnvelope = {
  items: string;
  count: string;
  /** adds totalPages and currentPage (colleges) */
  paged?: boolean;
};

/** An id in a path or a filter: checked before any query uses it. */
export const IdSchema = id();
export const IdParamsSchema = z.object({ id: IdSchema });

/** Fields every stored record carries. */
export const RecordMetaSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ApiErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Records that are soft-deleted carry when (null while live); the trash lists them. */
export const SoftDeleteMetaSchema = z.object({ deletedAt: z.string().nullable() });

/** `/count` answers of spec §7. */
export const CountSchema = z.object({ count: z.number().int().min(0) });
