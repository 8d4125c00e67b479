import type pg from 'pg';
import { fmt } from './db';

/**
 * The tables seed.ts fills, the rollups its rebuilds fill included. The seed prints their rows; the bench refuses a
 * database where one is empty, since a call over an empty table measures nothing (a 1M database once had no bills,
 * documents, tickets or rollups, and its bill lists and the administrator's chart answered from nothing).
 */
export const SEEDED_TABLES = [
  'tenants',
  'users',
  'report_requests',
  'candidates',
  'candidate_checks',
  'consents',
  'register_payments',
  'bills',
  'invoice_counters',
  'document_requests',
  'document_uploads',
  'files',
  'tickets',
  'ticket_messages',
  'status_counters',
  'report_day_counts',
  'payment_month_sums',
  'bill_status_counts',
];

/** Rows of each seeded table that exists in this schema (`candidates`, in every schema: the size the seed was given). */
export async function seededRows(
  pool: Pick<pg.Pool, 'query'>,
): Promise<Record<string, number> & { candidates: number }> {
  const present = new Set(
    (
      await pool.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public'`)
    ).rows.map((r) => r.t),
  );
  const out: Record<string, number> = {};
  for (const t of SEEDED_TABLES.filter((x) => present.has(x)))
    out[t] = (await pool.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
  return out as Record<string, number> & { candidates: number };
}

/** The seeded tables left empty: a seed that stopped part way, or data removed after it. */
export const emptyTables = (rows: Record<string, number>) =>
  Object.entries(rows)
    .filter(([, n]) => n === 0)
    .map(([t]) => t);

export const printable = (rows: Record<string, number>) =>
  Object.fromEntries(Object.entries(rows).map(([t, n]) => [t, fmt(n)]));
