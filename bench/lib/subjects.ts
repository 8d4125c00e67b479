import type pg from 'pg';

/** The callers and objects the benchmarks use, found in the seeded data. */
export type BenchSubjects = {
  tenantId: number;
  hr: { id: string; email: string };
  admin: { id: string; email: string };
  /**
   * The HR user's latest invitation of 20 or more candidates, one of which has its provider answers: one shape at
   * every size, so the sizes compare like with like (its latest request was a one-candidate visura at a million and a
   * 21-candidate invitation at 10,000, and the report detail looked 0.6× as costly at a million).
   */
  requestNumber: string;
  candidateId: string;
  candidateEmail: string;
  /** A Rome day with reports, for the date filters. */
  reportDay: string;
};

export async function findSubjects(pool: pg.Pool): Promise<BenchSubjects> {
  const hr = await pool.query<{ id: string; email: string; tenant_id: number }>(
    `select u.id, u.email, u.tenant_id from users u
      where u.role = 'ROLE_USER' and u.status = 'ATTIVATO'
      order by (select count(*) from report_requests r where r.user_id = u.id) desc, u.email limit 1`,
  );
  if (!hr.rows[0]) throw new Error('No seeded data: run `npm run bench:seed -- small` first.');
  const { tenant_id: tenantId } = hr.rows[0];
  const admin = await pool.query<{ id: string; email: string }>(
    `select id, email from users where tenant_id = $1 and role = 'ROLE_ADMIN' order by created_at limit 1`,
    [tenantId],
  );
  const cand = await pool.query<{ id: string; email: string; request_number: string; day: string }>(
    `select c.id, c.email, r.request_number, to_char(r.created_at at time zone 'Europe/Rome', 'YYYY-MM-DD') as day
       from candidates c join report_requests r on r.id = c.request_id
      where c.user_id = $1 and c.status = 'COMPLETE' and r.kind = 'INVITATION'
        and (select count(*) from candidates x where x.request_id = r.id) >= 20
        and exists (select 1 from candidate_checks k where k.candidate_id = c.id)
      order by r.created_at desc limit 1`,
    [hr.rows[0].id],
  );
  const c = cand.rows[0]!;
  return {
    tenantId,
    hr: { id: hr.rows[0].id, email: hr.rows[0].email },
    admin: admin.rows[0]!,
    requestNumber: c.request_number,
    candidateId: c.id,
    candidateEmail: c.email.split('@')[0]!,
    reportDay: c.day,
  };
}
