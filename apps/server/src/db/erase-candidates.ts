import { type SQL, sql } from 'drizzle-orm';
import { type Executor, inTx } from './executor';
import { type Erase, PERSONAL_DATA, type TableEntry } from './personal-data';

/** What replaces a candidate's mention in another person's free text (a ticket, a hold's reason…). */
export const MENTION_ERASED = '[dati cancellati]';

const IDENT = /^[a-z_][a-z0-9_]*$/;
const quoted = (name: string) => {
  if (!IDENT.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
};
const tableSql = (table: string) => table.split('.').map(quoted).join('.');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The candidates' own values that may be written elsewhere: e-mail, fiscal code, full name in both orders. */
export type Identities = { ids: string[]; tenants: number[]; idents: string };

export async function identitiesOf(tx: Executor, ids: string[]): Promise<Identities> {
  const { rows } = await inTx(tx).execute<{
    id: string;
    tenant_id: number;
    email: string;
    first_name: string | null;
    last_name: string | null;
    codice_fiscale: string | null;
  }>(sql`select id, tenant_id, email, first_name, last_name, codice_fiscale from candidates
           where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  const values = new Set<string>(ids);
  for (const r of rows) {
    if (r.email?.includes('@')) values.add(r.email);
    if (r.codice_fiscale) values.add(r.codice_fiscale);
    if (r.first_name && r.last_name) {
      values.add(`${r.first_name} ${r.last_name}`);
      values.add(`${r.last_name} ${r.first_name}`);
    }
  }
  return {
    ids,
    tenants: [...new Set(rows.map((r) => r.tenant_id))],
    idents: [...values].map((v) => escapeRegex(v.trim()).replace(/\s+/g, '\\s+')).join('|'),
  };
}

/** A catalogue's row condition with its parameters bound. */
export function rowsSql(where: string, who: Identities): SQL {
  const parts = where.split(/(\$ids(?:Regex)?|\$idents)/);
  return sql.join(
    parts.map((p) => {
      if (p === '$ids') return sql`${`{${who.ids.join(',')}}`}::uuid[]`;
      if (p === '$idsRegex') return sql`${who.ids.map(escapeRegex).join('|')}`;
      if (p === '$idents') return sql`${who.idents}`;
      return sql.raw(p);
    }),
    sql``,
  );
}

function erasedValue(column: string, erase: Erase): SQL {
  const c = sql.raw(quoted(column));
  if ('null' in erase) return sql`null`;
  if ('text' in erase) return sql`case when ${c} is null then null else ${erase.text} end`;
  if ('hash' in erase) return sql`encode(sha256(convert_to(${c}::text, 'UTF8')), 'hex')`;
  if ('domain' in erase) return sql`'…@' || split_part(${c}, '@', 2)`;
  if ('dropKeys' in erase)
    return erase.dropKeys.reduce<SQL>((acc, path) => sql`(${acc} #- ${`{${path.join(',')}}`}::text[])`, c);
  throw new Error('a deleted row has no erased value');
}

type Plan = { table: string; entry: TableEntry; updates: { column: string; erase: Erase; where?: string }[] };

/** The tables with candidate columns, and how each column is erased. */
function erasurePlans(): Plan[] {
  return Object.entries(PERSONAL_DATA).flatMap(([table, entry]) => {
    const updates = Object.entries(entry.columns).flatMap(([column, cls]) =>
      cls.is === 'candidate' ? [{ column, erase: cls.erase, where: cls.where }] : [],
    );
    return updates.length ? [{ table, entry, updates }] : [];
  });
}

/**
 * Erases the personal data of candidates, as the catalogue (db/personal-data.ts) says, column by column: every
 * path that erases (erasure on request, withdrawal of consent, the retention job, the release of a legal hold)
 * calls this one function in its transaction. Rows to delete are chosen first (an update may clear the link that
 * finds them), then every candidate column is erased, mails not yet delivered are flagged to be erased once they
 * are, the candidates' mentions in other people's free texts are replaced, and the rows are deleted. Skips
 * candidates already erased; answers those it erased.
 */
export async function eraseCandidates(tx: Executor, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const db = inTx(tx);
  const locked = await db.execute<{ id: string }>(sql`
    select id from candidates where id = any(${`{${ids.join(',')}}`}::uuid[]) and anonymised_at is null
     order by id for update`);
  const todo = locked.rows.map((r) => r.id);
  if (todo.length === 0) return [];
  const who = await identitiesOf(tx, todo);
  const plans = erasurePlans();

  const deletions: { table: string; ids: unknown[] }[] = [];
  for (const p of plans.filter((p) => p.updates.some((u) => 'deleteRow' in u.erase))) {
    const found = await db.execute<{ id: unknown }>(
      sql`select id from ${sql.raw(tableSql(p.table))} where ${rowsSql(p.entry.rows!, who)}`,
    );
    deletions.push({ table: p.table, ids: found.rows.map((r) => r.id) });
  }

  // The candidates row last among the updates: the other tables' conditions read its identity.
  const ordered = [...plans].sort(
    (a, b) => Number(a.table === 'public.candidates') - Number(b.table === 'public.candidates'),
  );
  for (const p of ordered) {
    const updates = p.updates.filter((u) => !('deleteRow' in u.erase));
    if (updates.length === 0) continue;
    const rows = rowsSql(p.entry.rows!, who);
    const ready = p.entry.deferred ? sql` and (${sql.raw(p.entry.deferred.ready)})` : sql``;
    if (p.entry.deferred)
      await db.execute(sql`update ${sql.raw(tableSql(p.table))} set ${sql.raw(quoted(p.entry.deferred.flag))} = true
                            where (${rows}) and not (${sql.raw(p.entry.deferred.ready)})`);
    const sets = updates.map((u) => {
      const value = erasedValue(u.column, u.erase);
      const c = sql.raw(quoted(u.column));
      return sql`${c} = ${u.where ? sql`case when ${sql.raw(u.where)} then ${value} else ${c} end` : value}`;
    });
    await db.execute(
      sql`update ${sql.raw(tableSql(p.table))} set ${sql.join(sets, sql`, `)} where (${rows})${ready}`,
    );
  }
  await db.execute(sql`update candidates set anonymised_at = coalesce(anonymised_at, ${now.toISOString()}::timestamptz)
                        where id = any(${`{${todo.join(',')}}`}::uuid[])`);
  await eraseMentions(tx, who);
  for (const d of deletions.filter((d) => d.ids.length > 0))
    await db.execute(
      sql`delete from ${sql.raw(tableSql(d.table))} where id in (${sql.join(
        d.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return todo;
}

/** Replaces the candidates' identifiers in the free texts the catalogue marks as possibly naming them. */
async function eraseMentions(tx: Executor, who: Identities) {
  const db = inTx(tx);
  const tenants = sql`${`{${who.tenants.join(',')}}`}::int[]`;
  for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
    const columns = Object.entries(entry.columns).flatMap(([c, cls]) =>
      cls.is !== 'candidate' && cls.mentions ? [c] : [],
    );
    for (const column of columns) {
      const c = sql.raw(quoted(column));
      await db.execute(sql`
        update ${sql.raw(tableSql(table))} set ${c} = regexp_replace(${c}, ${who.idents}, ${MENTION_ERASED}, 'gi')
         where tenant_id = any(${tenants}) and ${c} ~* ${who.idents}`);
    }
  }
}

/**
 * Erases what a delivered mail still held of an erased candidate (its erasure waited for the delivery): called
 * after each delivery attempt and by the mail sweep. Driven by the catalogue's `public.mails` entry.
 */
export async function eraseDeliveredMails(tx: Executor, mailId?: number) {
  const entry = PERSONAL_DATA['public.mails']!;
  const { flag, ready } = entry.deferred!;
  const sets = Object.entries(entry.columns).flatMap(([column, cls]) =>
    cls.is === 'candidate' ? [sql`${sql.raw(quoted(column))} = ${erasedValue(column, cls.erase)}`] : [],
  );
  await inTx(tx).execute(sql`
    update mails set ${sql.join(sets, sql`, `)}, ${sql.raw(quoted(flag))} = false
     where ${sql.raw(quoted(flag))} and (${sql.raw(ready)}) ${mailId === undefined ? sql`` : sql`and id = ${mailId}`}`);
}
