import { z } from 'zod';

/**
 * The listing protocol shared by every table: ?page=&pageSize=&sort=field:asc|desc plus filters, and format for exports.
 *
 * Deep pages (keyset paging, docs/decisions/scale-keyset-pages.md): every answer carries `nextCursor` and
 * `prevCursor`, opaque strings naming the last and the first row of the page in the list's order (null when there is
 * no page after, or before). The next page is `?after=<nextCursor>`, the previous one `?before=<prevCursor>`, with the
 * same sort and filters: the server seeks to the row instead of counting `offset` rows, so page 500 costs what page 1
 * costs. `page` stays in the query and is echoed: the client keeps counting pages for display, and without a cursor it
 * still selects the page by offset (page numbers for the first pages). A cursor that cannot be read, or that belongs
 * to another sort, answers 400 CURSOR_NOT_VALID; a cursor never widens the caller's scope.
 */
export const SortSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]*:(asc|desc)$/, 'SORT_NOT_VALID')
  .transform((s) => {
    const [field, dir] = s.split(':') as [string, 'asc' | 'desc'];
    return { field, dir };
  });

/** Longest cursor accepted: a few sort keys as text, base64url-encoded. */
export const CURSOR_MAX_LENGTH = 1_000;

/**
 * An opaque page cursor. Its length (at most CURSOR_MAX_LENGTH) and content are checked where it is read, so every
 * bad cursor answers the one key 400 CURSOR_NOT_VALID rather than a field of VALIDATION_FAILED.
 */
export const CursorSchema = z.string();

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
  sort: SortSchema.optional(),
  format: z.enum(['xlsx', 'pdf']).optional(),
  /** The page after this cursor (an answer's `nextCursor`). */
  after: CursorSchema.optional(),
  /** The page before this cursor (an answer's `prevCursor`). */
  before: CursorSchema.optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * Counts of text searches are exact up to this many rows; beyond it `count` is the bound and `countCapped` is true
 * ("più di 1.000 risultati"): counting every match of a common word in a million rows costs more than the page, and
 * past a thousand matches people narrow the search rather than read on (docs/decisions/scale-text-search.md).
 */
export const COUNT_BOUND = 1_000;

export type ListResult<T> = {
  data: T[];
  count: number;
  page: number;
  pageSize: number;
  countCapped?: boolean;
  /** `?after=` this for the next page; null on the last page. */
  nextCursor: string | null;
  /** `?before=` this for the previous page; null on the first page. */
  prevCursor: string | null;
};

export const listResultSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    countCapped: z.boolean().optional(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
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
