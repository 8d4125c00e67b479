/**
 * Data generator: `npm run bench:seed -- SIZE [--seed=N] [--until=YYYY-MM-DD]`
 * SIZE: tiny | small | medium | full | a number of candidates. full = 2 tenants, 2,000 HR users, 100,000 report
 * requests, 1,000,000 candidates with results and summaries, their consent, consumption rows and 24 months of bills,
 * documents and tickets. Everything is drawn from one seeded generator, so a seed and a day give the same data.
 * It replaces the data of the database it seeds (embedded PostgreSQL in bench/data unless DATABASE_URL is set).
 */
import { type CheckName, selectedChecks } from '@hrwe/domain';
import type pg from 'pg';
import type { CheckResults } from '../apps/server/src/modules/checks/checks.summary';
import { candidateSummary } from '../apps/server/src/modules/checks/checks.summary';
import { sandboxAnswer } from '../apps/server/src/modules/checks/providers/sandbox';
import { profileOf, type SandboxProfile } from '../apps/server/src/modules/checks/providers/sandbox-data';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { withoutSecondaryIndexes } from './lib/bulk-indexes';
import { BENCH_PASSWORD, fmt, openBenchDatabase, SECOND_TENANT_HOST, seconds } from './lib/db';
import {
  CITIES,
  companyName,
  FEMALE_NAMES,
  fiscalCode,
  JOBS,
  MAIL_DOMAINS,
  MALE_NAMES,
  STREET_KINDS,
  STREETS,
  SURNAMES,
  slug,
} from './lib/italian';
import { type Prng, prng } from './lib/prng';
import { printable, seededRows } from './lib/seeded-tables';

const SIZES: Record<string, number> = { tiny: 2_000, small: 20_000, medium: 200_000, full: 1_000_000 };
/** One candidate in this many (completed) gets its full provider answers in candidate_checks. */
const CHECKS_EVERY = 50;
const BATCH = 5_000;
const DAY = 86_400_000;

const args = process.argv.slice(2);
const sizeArg = args.find((a) => !a.startsWith('--')) ?? 'small';
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const candidatesWanted = SIZES[sizeArg] ?? Number(sizeArg);
if (!Number.isInteger(candidatesWanted) || candidatesWanted < 100) {
  console.error(`Usage: npm run bench:seed -- tiny|small|medium|full|<candidates ≥ 100> [--seed=N]`);
  process.exit(2);
}
const SEED = Number(opt('seed') ?? 20260101);
const until = opt('until') ? new Date(`${opt('until')}T00:00:00Z`) : new Date();
const END = Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate());
const START = END - 730 * DAY;
const TODAY = new Date(END).toISOString().slice(0, 10);
const hrUsersWanted = Math.max(20, Math.round(candidatesWanted / 500));
const reportsWanted = Math.max(10, Math.round(candidatesWanted / 10));

const iso = (ms: number) => new Date(ms).toISOString();
const r = prng(SEED);

type User = {
  id: string;
  tenantId: number;
  email: string;
  first: string;
  last: string;
  company: string;
  status: string;
  role: 'ROLE_USER' | 'ROLE_ADMIN';
  costCents: number;
  reportDefault: 'cc' | 'ce';
  createdAt: number;
  weight: number;
};
type Report = {
  id: string;
  tenantId: number;
  user: User;
  number: string;
  name: string;
  createdAt: number;
  validEnd: number;
  kind: 'INVITATION' | 'VISURA';
  candidates: number;
  completed: number;
  status: 'OPEN' | 'CLOSE' | 'EXPIRE';
};

async function main() {
  const t0 = Date.now();
  console.log(
    `Seeding ${sizeArg}: ${fmt(candidatesWanted)} candidates, ${fmt(reportsWanted)} reports, ${fmt(hrUsersWanted)} HR users (seed ${SEED}, up to ${TODAY})`,
  );
  const db = await openBenchDatabase();
  const client = await db.pool.connect();
  try {
    await client.query('set synchronous_commit = off');
    const tables = new Set(
      (await client.query(`select tablename from pg_tables where schemaname = 'public'`)).rows.map(
        (x) => x.tablename as string,
      ),
    );
    await reset(client, tables);
    // Foreign keys hold by construction; skipping their triggers roughly halves the load time (needs superuser).
    const fastLoad = await client
      .query('set session_replication_role = replica')
      .then(() => true)
      .catch(() => false);
    await withoutSecondaryIndexes(client, async () => {
      const tenants = await seedTenants(client);
      const users = await seedUsers(client, tenants);
      const reports = await seedReports(client, users);
      await step('candidates and provider checks', () => seedCandidates(client, reports, tables));
      if (tables.has('consents')) await step('consents', () => seedConsents(client));
      if (tables.has('register_payments') && tables.has('bills'))
        await step('consumption and bills', () => seedPayments(client));
      if (tables.has('document_requests')) await step('documents', () => seedDocuments(client, users));
      if (tables.has('tickets')) await step('tickets', () => seedTickets(client, users));
      console.log('  building the secondary indexes…');
    });
    if (fastLoad) await client.query('set session_replication_role = origin');
    // The dashboard counters' triggers were off during the load: recount once.
    if (tables.has('status_counters'))
      await step('dashboard counters', () => client.query('select status_counters_rebuild()'));
    // So were the tenant-wide rollups' (chart, payment dashboard, bill list): recount them too.
    if (tables.has('report_day_counts'))
      await step('tenant rollups', () => client.query('select rollups_rebuild()'));
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    const counts = printable(await seededRows(client));
    console.log(`\nSeeded in ${seconds(Date.now() - t0)} (${db.url.replace(/:[^:@/]+@/, ':***@')})`);
    console.table(counts);
    console.log(`Sign in: any HR user or admin@bench.it, password ${BENCH_PASSWORD}`);
  } finally {
    client.release();
    await db.stop();
  }
}

async function step<T>(label: string, fn: () => Promise<T>) {
  const t = Date.now();
  const out = await fn();
  console.log(`  ${label}: ${seconds(Date.now() - t)}`);
  return out;
}

async function reset(client: pg.PoolClient, tables: Set<string>) {
  const keep = new Set(['schema_migrations', 'settings']);
  const list = [...tables].filter((t) => !keep.has(t));
  if (list.length)
    await client.query(`truncate ${list.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
  await client.query(`delete from settings where key like 'bench.%'`);
}

async function seedTenants(client: pg.PoolClient) {
  const rows = await client.query<{ id: number }>(
    `insert into tenants (name, dns, business_plan, is_platform, created_at) values
       ('HR.We', 'localhost', 'Premium', true, $1), ('Bench Due', $2, 'Standard', false, $1) returning id`,
    [iso(START - 30 * DAY), SECOND_TENANT_HOST],
  );
  const [a, b] = rows.rows.map((x) => x.id) as [number, number];
  await client.query(
    `insert into tenant_hosts (host, tenant_id) values ('localhost', $1), ('127.0.0.1', $1), ($3, $2)`,
    [a, b, SECOND_TENANT_HOST],
  );
  return [a, b] as const;
}

function person(rr: Prng) {
  const female = rr.chance(0.5);
  const first = female ? rr.pick(FEMALE_NAMES) : rr.pick(MALE_NAMES);
  const last = rr.pick(SURNAMES);
  return { female, first, last };
}

async function seedUsers(client: pg.PoolClient, [main, second]: readonly [number, number]) {
  const hash = await hashPassword(BENCH_PASSWORD);
  const users: User[] = [];
  const admin = (tenantId: number, email: string): User => ({
    id: r.uuid(),
    tenantId,
    email,
    first: 'Amministratore',
    last: 'HR.We',
    company: 'HR.We',
    status: 'ATTIVATO',
    role: 'ROLE_ADMIN',
    costCents: 0,
    reportDefault: 'ce',
    createdAt: START - 30 * DAY,
    weight: 0,
  });
  users.push(admin(main, 'admin@bench.it'), admin(second, 'admin2@bench.it'));
  const seen = new Set<string>();
  for (let i = 0; i < hrUsersWanted; i++) {
    const p = person(r);
    const company = companyName(r);
    let email = `${slug(p.first)}.${slug(p.last)}@${slug(company.replace(/ (S\.\w.*)$/, ''))}.it`;
    for (let k = 2; seen.has(email); k++) email = email.replace(/(\d*)@/, `${k}@`);
    seen.add(email);
    const status =
      i === 0
        ? 'ATTIVATO'
        : r.chance(0.93)
          ? 'ATTIVATO'
          : r.pick(['DA_ATTIVARE', 'DISABILITATO', 'RIFIUTATO']);
    users.push({
      id: r.uuid(),
      tenantId: i % 5 === 4 ? second : main,
      email,
      ...p,
      company,
      status,
      role: 'ROLE_USER',
      costCents: r.pick([800, 1000, 1200, 1500]),
      reportDefault: r.chance(0.6) ? 'ce' : 'cc',
      createdAt: START - 30 * DAY + Math.floor(r.next() * 600 * DAY),
      // Few users order most reports (Zipf-like); the first is the heaviest, the one the load bench signs in as.
      weight: status === 'ATTIVATO' ? 1 / (i + 10) : 0,
    });
  }
  await client.query(
    `insert into users (id, tenant_id, email, password_hash, role, status, verified, first_name, last_name,
        company_name, company_detail, personal_detail, single_report_cost_cents, report_default,
        terms_accepted_at, privacy_accepted_at, created_at, updated_at)
     select id, tenant_id, email, $1, role, status, true, first_name, last_name, company_name,
        case when role = 'ROLE_USER' then jsonb_build_object('companyName', company_name, 'city', city) end,
        jsonb_build_object('firstName', first_name, 'lastName', last_name),
        nullif(cost, 0), report_default, created_at, created_at, created_at, created_at
       from unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                   $10::text[], $11::int[], $12::text[], $13::timestamptz[])
         as t(id, tenant_id, email, role, status, first_name, last_name, company_name, city, cost, report_default, created_at)`,
    [
      hash,
      users.map((u) => u.id),
      users.map((u) => u.tenantId),
      users.map((u) => u.email),
      users.map((u) => u.role),
      users.map((u) => u.status),
      users.map((u) => u.first),
      users.map((u) => u.last),
      users.map((u) => u.company),
      users.map(() => r.pick(CITIES)[0]),
      users.map((u) => u.costCents),
      users.map((u) => u.reportDefault),
      users.map((u) => iso(u.createdAt)),
    ],
  );
  await client.query(`insert into settings (key, value) values ('bench.heavyUser', $1)`, [users[2]!.email]);
  return users;
}

/** Picks a user in proportion to the weights (cumulative sums and a binary search). */
function weightedPicker(list: User[]) {
  const cum: number[] = [];
  let total = 0;
  for (const u of list) {
    total += u.weight;
    cum.push(total);
  }
  return () => {
    const x = r.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo]!;
  };
}

async function seedReports(client: pg.PoolClient, users: User[]) {
  const t = Date.now();
  const pick = weightedPicker(users.filter((u) => u.role === 'ROLE_USER' && u.weight > 0));
  const reports: Report[] = [];
  for (let i = 0; i < reportsWanted; i++) {
    const user = pick();
    // Density grows linearly over the two years (a growing customer base), never before the user existed.
    const createdAt = Math.max(user.createdAt + DAY, START + Math.floor(Math.sqrt(r.next()) * (END - START)));
    const kind = r.chance(0.1) ? 'VISURA' : 'INVITATION';
    reports.push({
      id: r.uuid(),
      tenantId: user.tenantId,
      user,
      number: '',
      name: `${r.pick(JOBS)} - ${r.pick(CITIES)[0]}`,
      createdAt: Math.min(createdAt, END - 60_000) + r.int(8, 18) * 3_600_000,
      validEnd: 0,
      kind,
      candidates: kind === 'VISURA' ? 1 : r.int(1, 21),
      completed: 0,
      status: 'OPEN',
    });
  }
  // Exactly the wanted number of candidates: spread the difference over the invitation reports.
  let diff = candidatesWanted - reports.reduce((s, x) => s + x.candidates, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % reports.length) {
    const rep = reports[i]!;
    if (rep.kind !== 'INVITATION') continue;
    if (diff > 0 && rep.candidates < 40) {
      rep.candidates++;
      diff--;
    } else if (diff < 0 && rep.candidates > 1) {
      rep.candidates--;
      diff++;
    }
  }
  reports.sort((a, b) => a.createdAt - b.createdAt);
  const counters = new Map<string, number>();
  for (const rep of reports) {
    const year = new Date(rep.createdAt).getUTCFullYear();
    const key = `${rep.tenantId}:${year}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    rep.number = `${year}-${String(n).padStart(6, '0')}`;
    rep.validEnd = rep.createdAt + (rep.kind === 'VISURA' ? 1 : r.int(10, 45)) * DAY;
    const open = rep.validEnd >= END;
    for (let c = 0; c < rep.candidates; c++)
      if (rep.kind === 'VISURA' || r.chance(open ? 0.5 : 0.9)) rep.completed++;
    rep.status = rep.completed === rep.candidates ? 'CLOSE' : open ? 'OPEN' : 'EXPIRE';
  }
  for (let i = 0; i < reports.length; i += 20_000) {
    const chunk = reports.slice(i, i + 20_000);
    await client.query(
      `insert into report_requests (id, tenant_id, user_id, request_number, reference_person, valid_end_date, status,
          kind, providers, no_of_candidates, completed_candidates, created_at)
       select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::date[], $7::text[],
                            $8::text[], $9::jsonb[], $10::int[], $11::int[], $12::timestamptz[])`,
      [
        chunk.map((x) => x.id),
        chunk.map((x) => x.tenantId),
        chunk.map((x) => x.user.id),
        chunk.map((x) => x.number),
        chunk.map((x) => x.name),
        chunk.map((x) => iso(x.validEnd).slice(0, 10)),
        chunk.map((x) => x.status),
        chunk.map((x) => x.kind),
        chunk.map((x) => JSON.stringify(providersOf(x))),
        chunk.map((x) => x.candidates),
        chunk.map((x) => x.completed),
        chunk.map((x) => iso(x.createdAt)),
      ],
    );
  }
  for (const [key, last] of counters) {
    const [tenantId, year] = key.split(':').map(Number);
    await client.query(
      'insert into request_number_counters (tenant_id, year, last_value) values ($1, $2, $3)',
      [tenantId, year, last],
    );
  }
  console.log(`  report requests: ${seconds(Date.now() - t)}`);
  return reports;
}

/** The switches a request of this HR user's provider family stores (every check of the family pertinent). */
function providersOfDefault(reportDefault: 'cc' | 'ce' | null) {
  const cerved = reportDefault !== 'cc';
  return {
    callCrifAndCribis: !cerved,
    callCerved: cerved,
    callCervedCensusCellByAddress: cerved,
    callCervedEstimationAdvanced: cerved,
    callCervedEventNegativityDetails: cerved,
    callCervedEventNegativityFlags: cerved,
    callCervedPersonCGS: cerved,
    callCervedTraversal: cerved,
  };
}

const providersOf = (rep: Report) =>
  rep.kind === 'VISURA'
    ? { ...providersOfDefault('ce'), callCrifAndCribis: rep.user.reportDefault === 'cc' }
    : providersOfDefault(rep.user.reportDefault);

/** The summary columns from the same profile the sandbox providers answer from (CRIF+CRIBIS, or Cerved). */
function summaryOf(cc: boolean, p: SandboxProfile) {
  const results = cc
    ? {
        crif: {
          degradationScore: p.degradationScore,
          degradationScoreFlag5percentage: p.worst,
          degradationScoreProvinceIndex: Math.round((p.degradationScore / 50) * 100) / 100,
          averageIncome: Math.round(p.estimatedValue * 0.19 * 100) / 100,
          averageIncomeProvinceIndex: p.provinceIndex,
          protest: p.flags.protests,
          boardEvents: p.flags.prejudicialEvents,
          procedure: p.flags.personalBankruptcies || p.flags.crisisEvents,
        },
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

async function seedCandidates(client: pg.PoolClient, reports: Report[], tables: Set<string>) {
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

async function seedConsents(client: pg.PoolClient) {
  await client.query(`insert into consents (tenant_id, candidate_id, choice, text_version, ip, user_agent, created_at)
    select tenant_id, id, consent_given, 'privacy-v1',
           '93.' || (abs(hashtext(id::text)) % 250) || '.' || (abs(hashtext(email)) % 250) || '.10',
           'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
           coalesce(consent_at, inserted_at + interval '1 hour')
      from candidates where consent_given is not null and invitation_status <> 'none'`);
}

/** Bills of months before the previous one are mostly paid (1 in 20 stays unpaid); the last one is not. */
function paidExpr(user: string, month: string) {
  const d = new Date(END);
  const cutoff = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  return `(${month} < '${cutoff}' and abs(hashtext(${user}::text || ${month})) % 20 <> 0)`;
}

async function seedPayments(client: pg.PoolClient) {
  const current = new Date(END).toISOString().slice(0, 7);
  // One consumption row per completed candidate, the owner's price copied; months before the current one are billed.
  await client.query(`insert into register_payments (id, tenant_id, user_id, candidate_id, request_number, price_cents,
        month, status, payment_date, bill_id, created_at)
    select md5('rp' || c.id::text)::uuid, c.tenant_id, c.user_id, c.id, r.request_number,
           coalesce(u.single_report_cost_cents, 1000), m.month,
           case when ${paidExpr('c.user_id', 'm.month')} then 'PAID' else 'UN_PAID' end,
           case when ${paidExpr('c.user_id', 'm.month')} then (m.month || '-01')::date + interval '1 month 12 days' end,
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
                   case when ${paidExpr('user_id', 'month')} then 'PAID' else 'UN_PAID' end,
                   (month || '-01')::date + interval '1 month 2 hours' as created_at
              from register_payments where bill_id is not null
             group by bill_id, tenant_id, user_id, month) b`);
  await client.query(`insert into invoice_counters (tenant_id, year, last_number)
    select tenant_id, invoice_year, max(invoice_number) from bills group by 1, 2
    on conflict (tenant_id, year) do update set last_number = excluded.last_number`);
}

/** Appends one row to column arrays. */
function pushRow(cols: unknown[][], row: unknown[]) {
  for (let i = 0; i < row.length; i++) cols[i]!.push(row[i]);
}

const PDF = (title: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${title}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

async function insertFiles(
  client: pg.PoolClient,
  files: { id: string; tenantId: number; owner: string; name: string }[],
) {
  if (!files.length) return;
  await client.query(
    `insert into files (id, tenant_id, owner_user_id, name, mime, size, content)
     select id, tenant_id, owner, name, 'application/pdf', octet_length(convert_to(body, 'UTF8')), convert_to(body, 'UTF8')
       from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[]) as t(id, tenant_id, owner, name, body)`,
    [
      files.map((f) => f.id),
      files.map((f) => f.tenantId),
      files.map((f) => f.owner),
      files.map((f) => f.name),
      files.map((f) => PDF(f.name)),
    ],
  );
}

async function seedDocuments(client: pg.PoolClient, users: User[]) {
  const admins = new Map(users.filter((u) => u.role === 'ROLE_ADMIN').map((u) => [u.tenantId, u]));
  const files: { id: string; tenantId: number; owner: string; name: string }[] = [];
  const reqs: unknown[][] = [[], [], [], [], [], [], [], [], [], []];
  const uploads: unknown[][] = [[], [], [], [], [], []];
  const TYPES = ['Contratto', 'Privacy', 'Visura Camerale', 'Altro'] as const;
  for (const u of users) {
    if (u.role !== 'ROLE_USER' || u.status !== 'ATTIVATO') continue;
    const admin = admins.get(u.tenantId)!;
    for (let k = r.int(1, 3); k > 0; k--) {
      const type = r.pick(TYPES);
      const id = r.uuid();
      const at = u.createdAt + r.int(2, 600) * DAY;
      if (at > END) continue;
      const closed = r.chance(0.7);
      let optional: string | null = null;
      if (r.chance(0.5)) {
        optional = r.uuid();
        files.push({ id: optional, tenantId: u.tenantId, owner: admin.id, name: `${type} - modello.pdf` });
      }
      const row = [
        id,
        u.tenantId,
        u.id,
        admin.id,
        type,
        `${type} ${new Date(at).getUTCFullYear()}`,
        `Si prega di caricare il documento "${type}" firmato dal legale rappresentante di ${u.company}.`,
        closed ? 'CLOSE' : 'OPEN',
        optional,
        iso(at),
      ];
      pushRow(reqs, row);
      if (closed) {
        const file = r.uuid();
        files.push({ id: file, tenantId: u.tenantId, owner: u.id, name: `${slug(type)}-firmato.pdf` });
        pushRow(uploads, [r.uuid(), id, u.tenantId, u.id, file, iso(at + r.int(1, 10) * DAY)]);
      }
    }
  }
  await insertFiles(client, files);
  await client.query(
    `insert into document_requests (id, tenant_id, user_id, created_by, type, name, description, status, optional_file_id, created_at)
     select * from unnest($1::uuid[], $2::int[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::uuid[], $10::timestamptz[])`,
    reqs,
  );
  await client.query(
    `insert into document_uploads (id, request_id, tenant_id, user_id, file_id, uploaded_at)
     select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::uuid[], $6::timestamptz[])`,
    uploads,
  );
}

const SUBJECTS = [
  ['Fattura non ricevuta', 'Buongiorno, non ho ricevuto la fattura del mese scorso. Potete inviarmela?'],
  ['Candidato non riceve la mail', "Il candidato dice di non aver ricevuto l'invito: potete verificare?"],
  ['Modifica dati aziendali', 'Abbiamo cambiato sede legale, come posso aggiornare i dati?'],
  ['Report incompleto', 'Nel report di un candidato manca la sezione dei protesti.'],
  ['Richiesta informazioni sul listino', 'Vorrei sapere se esistono pacchetti a prezzo ridotto.'],
] as const;

async function seedTickets(client: pg.PoolClient, users: User[]) {
  const admins = new Map(users.filter((u) => u.role === 'ROLE_ADMIN').map((u) => [u.tenantId, u]));
  const tickets: unknown[][] = [[], [], [], [], [], [], []];
  const messages: unknown[][] = [[], [], [], [], [], [], []];
  for (const u of users) {
    if (u.role !== 'ROLE_USER' || u.status !== 'ATTIVATO') continue;
    for (let k = r.int(0, 4); k > 0; k--) {
      const [subject, message] = r.pick(SUBJECTS);
      const id = r.uuid();
      const at = u.createdAt + r.int(2, 700) * DAY;
      if (at > END) continue;
      const replies = r.int(0, 3);
      const status = replies === 0 ? 'OPEN' : at < END - 30 * DAY ? 'CLOSE' : 'IN_MANAGE';
      pushRow(tickets, [id, u.tenantId, u.id, subject, message, status, iso(at)]);
      for (let m = 1; m <= replies; m++) {
        const fromAdmin = m % 2 === 1;
        const text = fromAdmin
          ? 'Grazie per la segnalazione, stiamo verificando.'
          : 'Grazie, attendo notizie.';
        pushRow(messages, [
          r.uuid(),
          id,
          u.tenantId,
          fromAdmin ? admins.get(u.tenantId)!.id : u.id,
          fromAdmin ? 'ROLE_ADMIN' : 'ROLE_USER',
          text,
          iso(at + m * 3_600_000),
        ]);
      }
    }
  }
  await client.query(
    `insert into tickets (id, tenant_id, user_id, subject, message, status, created_at, updated_at)
     select id, tenant_id, user_id, subject, message, status, at, at
       from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
         as t(id, tenant_id, user_id, subject, message, status, at)`,
    tickets,
  );
  if (messages[0]!.length)
    await client.query(
      `insert into ticket_messages (id, ticket_id, tenant_id, author_user_id, author_role, message, created_at)
       select * from unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::text[], $6::text[], $7::timestamptz[])`,
      messages,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
