import { type CheckName, selectedChecks } from '@hrwe/domain';
import type pg from 'pg';
import { type CheckResults, candidateSummary } from '../../apps/server/src/modules/checks/checks.summary';
import { crifFigures, sandboxAnswer } from '../../apps/server/src/modules/checks/providers/sandbox';
import { profileOf, type SandboxProfile } from '../../apps/server/src/modules/checks/providers/sandbox-data';
import { fmt } from './db';
import { CITIES, fiscalCode, MAIL_DOMAINS, STREET_KINDS, STREETS, slug } from './italian';
import { person, providersOf } from './seed-people';
import { iso, type Report, type SeedPlan } from './seed-plan';

/** The reports' candidates, with their results and summaries, provider answers (one in CHECKS_EVERY), consents. */

/** One candidate in this many (completed) gets its full provider answers in candidate_checks. */
const CHECKS_EVERY = 50;
const BATCH = 5_000;

/** The summary columns from the same profile the sandbox providers answer from (CRIF+CRIBIS, or Cerved). */
function summaryOf(cc: boolean, p: SandboxProfile) {
  const results = cc
    ? {
        crif: crifFigures(p),
        cribis: { relevanceNegativity: p.relevance },
      }
    : {
        censusCell: { degradationScore: p.degradationScore },
        estimation: { estimation: { estimated_market_value: p.estimatedValue } },
        negativeFlags: p.flags,
      };
  return candidateSummary(results as unknown as CheckResults);
}

const CANDIDATE_COLUMNS = [
  ['id', 'uuid'],
  ['tenant_id', 'int'],
  ['request_id', 'uuid'],
  ['user_id', 'uuid'],
  ['email', 'text'],
  ['status', 'text'],
  ['invitation_status', 'text'],
  ['invitation_sent_at', 'timestamptz'],
  ['consent_given', 'boolean'],
  ['consent_at', 'timestamptz'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['codice_fiscale', 'text'],
  ['date_of_birth', 'date'],
  ['via', 'text'],
  ['indirizzo', 'text'],
  ['civico', 'text'],
  ['cap', 'text'],
  ['provincia', 'text'],
  ['citta', 'text'],
  ['data_submitted_at', 'timestamptz'],
  ['degradation_score', 'int'],
  ['worst_flag', 'text'],
  ['income_estimate', 'numeric'],
  ['negative_events', 'boolean'],
  ['hrwe_score', 'int'],
  ['traffic_light', 'text'],
  ['completed_at', 'timestamptz'],
  ['inserted_at', 'timestamptz'],
] as const;
const CANDIDATE_INSERT = `insert into candidates (${CANDIDATE_COLUMNS.map((c) => c[0]).join(', ')})
  select * from unnest(${CANDIDATE_COLUMNS.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ')})`;
const CHECK_INSERT = `insert into candidate_checks (tenant_id, candidate_id, provider, check_name, status, attempts, raw,
    summary, started_at, finished_at, created_at, updated_at)
  select tenant_id, candidate_id, provider, check_name, 'done', 1, raw, raw, at, at, at, at
    from unnest($1::int[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::timestamptz[])
      as t(tenant_id, candidate_id, provider, check_name, raw, at)`;

export async function seedCandidates(
  plan: SeedPlan,
  client: pg.PoolClient,
  reports: Report[],
  tables: Set<string>,
) {
  const { r } = plan;
  const withChecks = tables.has('candidate_checks');
  let cols: unknown[][] = CANDIDATE_COLUMNS.map(() => []);
  let checks: unknown[][] = [[], [], [], [], [], []];
  let pending: Promise<unknown> = Promise.resolve();
  let n = 0;
  let nChecks = 0;
  const flush = async () => {
    const batch = cols;
    const batchChecks = checks;
    cols = CANDIDATE_COLUMNS.map(() => []);
    checks = [[], [], [], [], [], []];
    // Generation of the next batch overlaps with the database writing this one.
    await pending;
    pending = (async () => {
      await client.query(CANDIDATE_INSERT, batch);
      if (batchChecks[0]!.length) await client.query(CHECK_INSERT, batchChecks);
    })();
  };
  for (const rep of reports) {
    const providers = providersOf(rep);
    const cc = providers.callCrifAndCribis === true;
    const selected = selectedChecks(providers) as CheckName[];
    for (let c = 0; c < rep.candidates; c++) {
      const complete = c < rep.completed;
      const p = person(r);
      const city = r.pick(CITIES);
      const age = r.int(18, 64);
      const birth = new Date(
        Date.UTC(new Date(rep.createdAt).getUTCFullYear() - age, r.int(0, 11), r.int(1, 28)),
      );
      const cf = fiscalCode(p.first, p.last, birth, p.female, city[3]);
      const email = `${slug(p.first)}${r.chance(0.5) ? '.' : ''}${slug(p.last)}${r.chance(0.6) ? r.int(1, 99) : ''}@${r.pick(MAIL_DOMAINS)}`;
      const sent = rep.createdAt + r.int(1, 30) * 1000;
      const submitted = complete ? Math.min(rep.validEnd, sent + r.int(600, 5 * 86_400) * 1000) : null;
      const visura = rep.kind === 'VISURA';
      const consentAt = submitted ? submitted - r.int(60, 600) * 1000 : null;
      const id = r.uuid();
      let s: ReturnType<typeof summaryOf> | null = null;
      if (complete) {
        if (withChecks && n % CHECKS_EVERY === 0) {
          const subject = {
            fiscalCode: cf,
            firstName: p.first,
            lastName: p.last,
            dateOfBirth: birth.toISOString().slice(0, 10),
            via: 'Via',
            indirizzo: 'Roma',
            civico: '1',
            cap: city[2],
            citta: city[0],
            provincia: city[1],
          };
          const profile = profileOf(cf);
          const results: Record<string, unknown> = {};
          for (const check of selected) {
            const raw = sandboxAnswer(check, subject, profile);
            results[check] = raw;
            checks[0]!.push(rep.tenantId);
            checks[1]!.push(id);
            checks[2]!.push(check === 'crif' || check === 'cribis' ? 'cc' : 'ce');
            checks[3]!.push(check);
            checks[4]!.push(JSON.stringify(raw));
            checks[5]!.push(iso(submitted!));
            nChecks++;
          }
          s = candidateSummary(results as CheckResults);
        } else s = summaryOf(cc, profileOf(cf));
      }
      const row = [
        id,
        rep.tenantId,
        rep.id,
        rep.user.id,
        email,
        complete ? 'COMPLETE' : 'NOT_COMPLETE',
        visura ? 'none' : 'sent',
        visura ? null : iso(sent),
        complete ? true : r.chance(0.2) ? r.chance(0.8) : null,
        consentAt ? iso(visura ? rep.createdAt : consentAt) : null,
        complete ? p.first : null,
        complete ? p.last : null,
        complete ? cf : null,
        complete ? birth.toISOString().slice(0, 10) : null,
        complete ? r.pick(STREET_KINDS) : null,
        complete ? r.pick(STREETS) : null,
        complete ? String(r.int(1, 180)) : null,
        complete ? city[2] : null,
        complete ? city[1] : null,
        complete ? city[0] : null,
        submitted ? iso(visura ? rep.createdAt : submitted) : null,
        s?.degradationScore ?? null,
        s?.worstFlag ?? null,
        s?.incomeEstimate ?? null,
        s?.negativeEvents ?? null,
        s?.hrweScore ?? null,
        s?.trafficLight ?? null,
        submitted ? iso((visura ? rep.createdAt : submitted) + 5_000) : null,
        iso(rep.createdAt),
      ];
      for (let k = 0; k < row.length; k++) cols[k]!.push(row[k]);
      n++;
      if (cols[0]!.length >= BATCH) await flush();
      if (n % 100_000 === 0) console.log(`    ${fmt(n)} candidates`);
    }
  }
  await flush();
  await pending;
  console.log(`    ${fmt(n)} candidates, ${fmt(nChecks)} provider checks`);
}

export async function seedConsents(client: pg.PoolClient) {
  await client.query(`insert into consents (tenant_id, candidate_id, choice, text_version, ip, user_agent, created_at)
    select tenant_id, id, consent_given, 'privacy-v1',
           '93.' || (abs(hashtext(id::text)) % 250) || '.' || (abs(hashtext(email)) % 250) || '.10',
           'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
           coalesce(consent_at, inserted_at + interval '1 hour')
      from candidates where consent_given is not null and invitation_status <> 'none'`);
}
