import { z } from 'zod';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../constants';

/** Query every list accepts; resources extend it with their own filters. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** Where a list response keeps its rows and its total (spec §7 spells them per resource). */
export type ListEnvelope = {
  items: string;
  count: string;
  /** adds totalPages and currentPage (colleges) */
  paged?: boolean;
};

export const IdSchema = z.string().min(1).max(64);
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
