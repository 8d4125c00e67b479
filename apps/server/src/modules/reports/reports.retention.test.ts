import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      hrwe_score: 42,
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
