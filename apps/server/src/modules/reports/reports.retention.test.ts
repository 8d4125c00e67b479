import { erasureDay } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondTenant } from '../../../test/tenants';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { PURGE_CANDIDATES, purgeExpiredCandidates } from './reports.retention';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t, { email: 'hr.retention@example.it' })).id;
});
afterAll(() => t.close());

/** A completed candidate who consented `monthsAgo` months ago, with a check result and consent evidence. */
async function candidate(email: string, monthsAgo: number) {
  const q = t.deps.pool;
  const { rows } = await q.query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers)
     values ($1, $2, $3, 'Selezione', current_date, 'INVITATION', '{}') returning id`,
    [t.platform.id, userId, `2025-${email.length}${monthsAgo}`],
  );
  const at = `now() - interval '${monthsAgo} months'`;
  const c = await q.query(
    `insert into candidates (tenant_id, request_id, user_id, email, status, first_name, last_name, codice_fiscale,
       date_of_birth, via, indirizzo, civico, cap, provincia, citta, consent_given, consent_at, hrwe_score)
     values ($1, $2, $3, $4, 'COMPLETE', 'Mario', 'Rossi', 'RSSMRA85T10A562S', '1985-12-10', 'Via', 'Roma', '1',
       '56017', 'PI', 'Pisa', true, ${at}, 42) returning id`,
    [t.platform.id, rows[0].id, userId, email],
  );
  const id = c.rows[0].id as string;
  await q.query(
    `insert into candidate_checks (tenant_id, candidate_id, provider, check_name, status, raw, summary)
     values ($1, $2, 'ce', 'personScore', 'done', '{"nome":"Mario"}', '{"scoreClass":3}')`,
    [t.platform.id, id],
  );
  await q.query(
    `insert into consents (tenant_id, candidate_id, choice, text_version, ip, user_agent, created_at)
     values ($1, $2, true, 'v1', '10.1.2.3', 'Mozilla/5.0', ${at})`,
    [t.platform.id, id],
  );
  return id;
}

describe('retention of candidate data', () => {
  it('erases personal data 12 months after consent, keeps younger candidates, and runs idempotently', async () => {
    const old = await candidate('vecchio@example.it', 13);
    const young = await candidate('giovane@example.it', 11);

    await t.deps.jobs.run(PURGE_CANDIDATES);
    const [erased] = (await t.deps.pool.query('select * from candidates where id = $1', [old])).rows;
    expect(erased).toMatchObject({
      email: 'anonimizzato',
      first_name: null,
      last_name: null,
      codice_fiscale: null,
      date_of_birth: null,
      citta: null,
      status: 'COMPLETE',
      // The results are the person's too: no list or export shows one once erased (issue 26).
      hrwe_score: null,
    });
    expect(erased.anonymised_at).not.toBeNull();
    const [check] = (
      await t.deps.pool.query('select raw, summary from candidate_checks where candidate_id = $1', [old])
    ).rows;
    expect(check).toEqual({ raw: null, summary: null });
    const [consent] = (
      await t.deps.pool.query('select ip, user_agent, choice from consents where candidate_id = $1', [old])
    ).rows;
    expect(consent).toEqual({ ip: 'anonimizzato', user_agent: 'anonimizzato', choice: true });

    const [kept] = (
      await t.deps.pool.query('select email, first_name, anonymised_at from candidates where id = $1', [
        young,
      ])
    ).rows;
    expect(kept).toEqual({ email: 'giovane@example.it', first_name: 'Mario', anonymised_at: null });

    expect(await purgeExpiredCandidates(t.deps)).toBe(0);
  });
});

describe('retention per tenant', () => {
  /** A candidate of `tenantId` who consented at `at` (no other personal data needed to tell erased from kept). */
  async function consented(tenantId: number, owner: string, n: number, at: string) {
    const q = t.deps.pool;
    const { rows } = await q.query(
      `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers)
       values ($1, $2, $3, 'Selezione', current_date, 'INVITATION', '{}') returning id`,
      [tenantId, owner, `2026-9${n}`],
    );
    const c = await q.query(
      `insert into candidates (tenant_id, request_id, user_id, email, status, first_name, consent_given, consent_at)
       values ($1, $2, $3, $4, 'COMPLETE', 'Mario', true, $5) returning id`,
      [tenantId, rows[0].id, owner, `tenant.${n}@example.it`, at],
    );
    return c.rows[0].id as string;
  }
  const erased = async (id: string) =>
    (await t.deps.pool.query('select anonymised_at from candidates where id = $1', [id])).rows[0]
      .anonymised_at !== null;

  it("erases on the day the tenant's retention gives (the notice's day), not before; a legal hold keeps a candidate", async () => {
    // The platform tenant keeps data 6 months; the second tenant has no setting, so 12.
    await t.deps.pool.query(
      `insert into tenant_rights_settings (tenant_id, retention_months) values ($1, 6)
         on conflict (tenant_id) do update set retention_months = 6`,
      [t.platform.id],
    );
    const other = await secondTenant(t, { name: 'Conservazione', host: 'conservazione.example.it' });
    const otherOwner = (await other.member({ email: 'hr.conservazione@example.it' })).user.id;
    const consent = '2026-03-15T10:00:00Z';
    const six = await consented(t.platform.id, userId, 1, consent);
    const held = await consented(t.platform.id, userId, 2, consent);
    const twelve = await consented(other.id, otherOwner, 3, consent);
    await t.deps.pool.query(
      `insert into legal_holds (tenant_id, candidate_id, reason, placed_by, placed_at)
       values ($1, $2, 'Contenzioso in corso', $3, now())`,
      [t.platform.id, held, userId],
    );
    // The day the notice and the candidate's page announce (domain erasureDay), in Rome (summer time: UTC+2).
    const day = erasureDay(new Date(consent), 6);
    expect(day).toBe('2026-09-16');
    // (The first test's candidates share the platform tenant: the figures below are this test's candidates'.)
    await purgeExpiredCandidates(t.deps, new Date('2026-09-15T23:59:00+02:00'));
    expect([await erased(six), await erased(held), await erased(twelve)]).toEqual([false, false, false]);
    await purgeExpiredCandidates(t.deps, new Date(`${day}T00:01:00+02:00`));
    expect([await erased(six), await erased(held), await erased(twelve)]).toEqual([true, false, false]);

    // Released, the held candidate goes at the next run; the 12-month tenant's on its own day (winter time).
    await t.deps.pool.query(`update legal_holds set released_at = now() where candidate_id = $1`, [held]);
    await purgeExpiredCandidates(t.deps, new Date(`${day}T03:30:00+02:00`));
    expect([await erased(held), await erased(twelve)]).toEqual([true, false]);
    expect(erasureDay(new Date(consent), 12)).toBe('2027-03-16');
    await purgeExpiredCandidates(t.deps, new Date('2027-03-15T23:59:00+01:00'));
    expect(await erased(twelve)).toBe(false);
    await purgeExpiredCandidates(t.deps, new Date('2027-03-16T00:01:00+01:00'));
    expect(await erased(twelve)).toBe(true);
    await t.deps.pool.query(`delete from tenant_rights_settings where tenant_id = $1`, [t.platform.id]);
  });
});
