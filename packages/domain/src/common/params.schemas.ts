import { z } from 'zod';
import { REQUEST_NUMBER_PATTERN } from '../reports/request-number';

/**
 * The two kinds of path parameter, one schema each. A malformed one is a record that does not exist: 404 NOT_FOUND,
 * the same answer as a well-formed id of someone else's record, so the answer never tells the two apart.
 */
export const UuidSchema = z.guid({ error: 'NOT_FOUND' });
export const RequestNumberSchema = z.string().regex(REQUEST_NUMBER_PATTERN, { error: 'NOT_FOUND' });

/** Path parameters that are all UUIDs: `uuidParams('id')`, `uuidParams('threadId')`. */
export const uuidParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, UuidSchema])) as { [N in K]: typeof UuidSchema });

/** True when `s` is a UUID as the path parameters accept it (for an id that arrives another way: a body, a link). */
export const isUuid = (s: unknown): s is string => UuidSchema.safeParse(s).success;
