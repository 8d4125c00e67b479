import type pg from 'pg';
import type { SeedPlan } from './seed-plan';

/** Consumption rows and the monthly bills over them. */

/** Bills of months before the previous one are mostly paid (1 in 20 stays unpaid); the last one is not. */
function paidExpr(end: SeedPlan['END'], user: string, month: string) {
  const d = new Date(end);
  const cutoff = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  return `(${month} < '${cutoff}' and abs(hashtext(${user}::text || ${month})) % 20 <> 0)`;
}

export async function seedPayments(plan: SeedPlan, client: pg.PoolClient) {
  const { END } = plan;
  const current = new Date(END).toISOString().slice(0, 7);
  // One consumption row per completed candidate, the owner's price copied; months before the current one are billed.
  await client.query(`insert into register_payments (id, tenant_id, user_id, candidate_id, request_number, price_cents,
        month, status, payment_date, bill_id, created_at)
    select md5('rp' || c.id::text)::uuid, c.tenant_id, c.user_id, c.id, r.request_number,
           coalesce(u.single_report_cost_cents, 1000), m.month,
           case when ${paidExpr(END, 'c.user_id', 'm.month')} then 'PAID' else 'UN_PAID' end,
           case when ${paidExpr(END, 'c.user_id', 'm.month')} then (m.month || '-01')::date + interval '1 month 12 days' end,
           case when m.month < '${current}' then md5(c.user_id::text || m.month)::uuid end,
           c.completed_at
      from candidates c
      join report_requests r on r.id = c.request_id
      join users u on u.id = c.user_id,
      lateral (select to_char(c.completed_at at time zone 'Europe/Rome', 'YYYY-MM') as month) m
     where c.status = 'COMPLETE'`);
  // Invoice numbers as migration 0011 gives them to bills issued before numbering: the Rome day of issue, numbered in
  // that order per tenant and year (the numbering trigger does not run under session_replication_role = replica).
  await client.query(`insert into bills (id, tenant_id, user_id, month, no_of_reports, bill_amount_cents, tax_amount_cents,
        total_due_cents, expiry_date, status, created_at, issue_date, invoice_year, invoice_number)
    select b.*, (b.created_at at time zone 'Europe/Rome')::date,
           extract(year from b.created_at at time zone 'Europe/Rome')::int,
           row_number() over (partition by b.tenant_id, extract(year from b.created_at at time zone 'Europe/Rome')
                              order by b.created_at, b.id)::int
      from (select bill_id as id, tenant_id, user_id, month, count(*), sum(price_cents),
                   floor(sum(price_cents) * 22 / 100.0 + 0.5),
                   sum(price_cents) + floor(sum(price_cents) * 22 / 100.0 + 0.5),
                   ((month || '-01')::date + interval '1 month 30 days')::date,
                   case when ${paidExpr(END, 'user_id', 'month')} then 'PAID' else 'UN_PAID' end,
                   (month || '-01')::date + interval '1 month 2 hours' as created_at
              from register_payments where bill_id is not null
             group by bill_id, tenant_id, user_id, month) b`);
  await client.query(`insert into invoice_counters (tenant_id, year, last_number)
    select tenant_id, invoice_year, max(invoice_number) from bills group by 1, 2
    on conflict (tenant_id, year) do update set last_number = excluded.last_number`);
}
