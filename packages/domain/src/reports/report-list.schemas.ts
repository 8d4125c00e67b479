import { z } from 'zod';
import { isIsoDate } from '../common/dates';
import { ListQuerySchema } from '../common/listing';
import { REPORT_STATUSES } from './report.states';

/** An optional filter from the URL: an empty value means absent. */
const optional = <T extends z.ZodTypeAny>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const day = optional(z.string().refine(isIsoDate, 'DATE_NOT_VALID'));
const text = optional(z.string().trim().max(100));

/** The report history's filters: name, status, a day or a range of creation days (Europe/Rome). */
export const ReportListQuerySchema = ListQuerySchema.extend({
  name: text,
  status: optional(z.enum(REPORT_STATUSES)),
  date: day,
  createdFrom: day,
  createdTo: day,
  /** The original's admin flag: ignored, the scope comes from the session. */
  admin: z.string().optional(),
});

/** All candidates' filters: a text search, a day or a range of days. */
export const CandidateListQuerySchema = ListQuerySchema.extend({
  q: text,
  date: day,
  dateFrom: day,
  dateTo: day,
  admin: z.string().optional(),
});
