import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { BENCH_PASSWORD, SECOND_TENANT_HOST, seconds } from './db';
import { CITIES, companyName, FEMALE_NAMES, JOBS, MALE_NAMES, SURNAMES, slug } from './italian';
import type { Prng } from './prng';
import { DAY, iso, type Report, type SeedPlan, type User } from './seed-plan';

/** The tenants, their HR users and administrators, and the users' report requests (weighted: a few users make most). */

export async function seedTenants(plan: SeedPlan, client: pg.PoolClient) {
  const { START } = plan;
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

export function person(rr: Prng) {
  const female = rr.chance(0.5);
  const first = female ? rr.pick(FEMALE_NAMES) : rr.pick(MALE_NAMES);
  const last = rr.pick(SURNAMES);
  return { female, first, last };
}

export async function seedUsers(
  plan: SeedPlan,
  client: pg.PoolClient,
  [main, second]: readonly [number, number],
) {
  const { r, START, hrUsersWanted } = plan;
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
function weightedPicker(plan: SeedPlan, list: User[]) {
  const { r } = plan;
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

export async function seedReports(plan: SeedPlan, client: pg.PoolClient, users: User[]) {
  const { r, START, END, candidatesWanted, reportsWanted } = plan;
  const t = Date.now();
  const pick = weightedPicker(
    plan,
    users.filter((u) => u.role === 'ROLE_USER' && u.weight > 0),
  );
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

export const providersOf = (rep: Report) =>
  rep.kind === 'VISURA'
    ? { ...providersOfDefault('ce'), callCrifAndCribis: rep.user.reportDefault === 'cc' }
    : providersOfDefault(rep.user.reportDefault);
