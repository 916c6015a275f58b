import { z } from 'zod';
import { intBetween, queryNumber } from './fields';

/** Spec §9: default page 1. */
export const DEFAULT_PAGE = 1;
/** Spec §9: default page size 20. */
export const DEFAULT_PER_PAGE = 20;
/** Spec §5/§9: lists take at most 100 records per page. */
export const MAX_PER_PAGE = 100;

/** Spec §3 Pagination meta. */
export const paginationMetaSchema = z.object({
  previous_page: z.number().int().positive().nullable(),
  current_page: z.number().int().positive(),
  next_page: z.number().int().positive().nullable(),
  records_per_page: z.number().int().positive(),
  records_on_current_page: z.number().int().nonnegative(),
  first_record_on_current_page: z.number().int().nonnegative().nullable(),
  last_record_on_current_page: z.number().int().nonnegative().nullable(),
  total_records: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Spec §3 Sorting meta. */
export const sortingMetaSchema = z.object({
  sort_by: z.string(),
  direction: z.enum(['ascending', 'descending']),
});
export type SortingMeta = z.infer<typeof sortingMetaSchema>;

/** Spec §3: the meta block of every paginated list response. */
export const listMetaSchema = z.object({
  pagination: paginationMetaSchema,
  sorting: sortingMetaSchema.optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** Spec §3: a paginated list response, `{ data: T[], meta: { pagination, sorting? } }`. */
export const paginatedEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMetaSchema });

/** Spec §5/§9 page query: page >= 1 (default 1), per_page 1-100 (default 20). */
export const paginationQuerySchema = z.object({
  page: queryNumber(intBetween(1)).default(DEFAULT_PAGE),
  per_page: queryNumber(intBetween(1, MAX_PER_PAGE)).default(DEFAULT_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
export type PaginationQueryInput = z.input<typeof paginationQuerySchema>;

/** Spec §9: the meta for one page of `total` records (servers build it; clients read it). */
export function paginationMetaFor(page: number, perPage: number, total: number): PaginationMeta {
  const totalPages = Math.ceil(total / perPage);
  const first = (page - 1) * perPage + 1;
  const onPage = Math.max(0, Math.min(perPage, total - first + 1));
  return {
    previous_page: page > 1 ? page - 1 : null,
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    records_per_page: perPage,
    records_on_current_page: onPage,
    first_record_on_current_page: onPage > 0 ? first : null,
    last_record_on_current_page: onPage > 0 ? first + onPage - 1 : null,
    total_records: total,
    total_pages: totalPages,
  };
}
