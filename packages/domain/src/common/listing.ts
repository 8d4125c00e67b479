import { z } from 'zod';

/** The listing protocol shared by every table: ?page=&pageSize=&sort=field:asc|desc plus filters, and format for exports. */
export const SortSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*:(asc|desc)$/, 'SORT_NOT_VALID')
  .transform((s) => {
    const [field, dir] = s.split(':') as [string, 'asc' | 'desc'];
    return { field, dir };
  });

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
  sort: SortSchema.optional(),
  format: z.enum(['xlsx', 'pdf']).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * Counts of text searches are exact up to this many rows; beyond it `count` is the bound and `countCapped` is true
 * ("più di 10.000 risultati"): counting every match of a common word in a million rows costs more than the page.
 */
export const COUNT_BOUND = 10_000;

export type ListResult<T> = {
  data: T[];
  count: number;
  page: number;
  pageSize: number;
  countCapped?: boolean;
};

export const listResultSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    countCapped: z.boolean().optional(),
  });

/** Page sizes of the specification. */
export const PAGE_SIZE = {
  users: 10,
  reportHistory: 50,
  allCandidates: 50,
  reportCandidates: 20,
  tenants: 10,
  tickets: 20,
  documents: 20,
  documentUploads: 10,
  configTable: 50,
  payments: 20,
  bills: 20,
  webhookDeliveries: 20,
  subjectRequests: 20,
} as const;
