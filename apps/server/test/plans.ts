import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';

/** A node of PostgreSQL's `explain (analyze, format json)` plan: the fields the plan tests read. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** The node and every node under it. */
export const planNodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(planNodes)];

/** A statement as the server sends it: its text and values. */
export type Statement = { text: string; params: unknown[] };

/** A Drizzle instance on `pool` that keeps each statement it sends, to read or plan it as the server runs it. */
export function loggingDb(pool: pg.Pool) {
  const seen: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => seen.push({ text, params }) },
  }) as unknown as Db;
  return { db, seen };
}
