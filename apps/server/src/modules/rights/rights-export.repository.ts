import type { CandidateAuditAction } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The reads of the candidate's copy of their data (GDPR art. 15): only this candidate's rows, of this tenant. */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

export async function candidateRowOf(db: Db, tenantId: number, id: string) {
  const [candidate] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select id, email, first_name, last_name, codice_fiscale, date_of_birth::text as date_of_birth, via, indirizzo,
           civico, cap, provincia, citta, status, consent_given, consent_at, consent_withdrawn_at, data_submitted_at,
           inserted_at, invitation_sent_at, reminder_sent_at, completed_at, anonymised_at, degradation_score,
           worst_flag, income_estimate, negative_events, hrwe_score, traffic_light
      from candidates where id = ${id} and tenant_id = ${tenantId}`,
  );
  return candidate;
}

export const consentsOf = (db: Db, tenantId: number, id: string) =>
  rowsOf(
    db,
    sql`
    select id, choice, withdrawal, text_version, ip, user_agent, created_at
      from consents where candidate_id = ${id} and tenant_id = ${tenantId} order by created_at, id`,
  );

export const checkRowsOf = (db: Db, tenantId: number, id: string) =>
  rowsOf<{ check_name: string; status: string; raw: unknown }>(
    db,
    sql`
    select id, check_name, provider, status, attempts, raw, summary, started_at, finished_at
      from candidate_checks where candidate_id = ${id} and tenant_id = ${tenantId} order by id`,
  );

/** Who read or changed the candidate's data: the reader's company only (their own data is not the candidate's).
 * The rows about a candidate hold only candidate actions (platform/audit.ts types the entry by its subject). */
export const readingsOf = (db: Db, tenantId: number, id: string) =>
  rowsOf<{ action: CandidateAuditAction; created_at: Date; company: string | null; by_candidate: boolean }>(
    db,
    sql`
    select a.id, a.action, a.created_at, a.user_id is null as by_candidate,
           coalesce(nullif(trim(u.company_name), ''), t.name) as company
      from audit_log a
      left join users u on u.id = a.user_id
      join tenants t on t.id = a.tenant_id
     where a.tenant_id = ${tenantId} and a.subject_type = 'candidate' and a.subject_id = ${id}
     order by a.created_at, a.id`,
  );

export const mailsTo = (db: Db, tenantId: number, email: string) =>
  rowsOf(
    db,
    sql`
    select id, subject, status, created_at, sent_at from mails
     where tenant_id = ${tenantId} and lower(to_address) = lower(${email}) order by created_at, id`,
  );

export const billingOf = (db: Db, tenantId: number, id: string) =>
  rowsOf(
    db,
    sql`
    select id, request_number, month, created_at from register_payments
     where candidate_id = ${id} and tenant_id = ${tenantId}`,
  );

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** Rows of every other table with a candidate_id column (added by later features), binary columns left out. */
export async function otherRecords(db: Db, tenantId: number, candidateId: string, shownApart: string[]) {
  const cols = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and c.table_name in (select table_name from information_schema.columns
                             where table_schema = current_schema() and column_name = 'candidate_id')`);
  const tables = new Map<string, { columns: string[]; tenant: boolean }>();
  for (const c of cols.rows) {
    if (shownApart.includes(c.table_name) || !IDENT.test(c.table_name) || !IDENT.test(c.column_name))
      continue;
    const t = tables.get(c.table_name) ?? { columns: [], tenant: false };
    if (c.data_type !== 'bytea') t.columns.push(c.column_name);
    if (c.column_name === 'tenant_id') t.tenant = true;
    tables.set(c.table_name, t);
  }
  const out: Record<string, unknown[]> = {};
  for (const [table, t] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const list = sql.raw(t.columns.map((c) => `"${c}"`).join(', '));
    const rows = await db.execute(sql`
      select ${list} from ${sql.raw(`"${table}"`)}
       where candidate_id = ${candidateId} ${t.tenant ? sql`and tenant_id = ${tenantId}` : sql``}`);
    if (rows.rows.length) out[table] = rows.rows;
  }
  return out;
}
