/**
 * Data generator: `npm run bench:seed -- SIZE [--seed=N] [--until=YYYY-MM-DD]`
 * SIZE: tiny | small | medium | full | a number of candidates. full = 2 tenants, 2,000 HR users, 100,000 report
 * requests, 1,000,000 candidates with results and summaries, their consent, consumption rows and 24 months of bills,
 * documents and tickets. Everything is drawn from one seeded generator, so a seed and a day give the same data.
 * It replaces the data of the database it seeds (embedded PostgreSQL in bench/data unless DATABASE_URL is set).
 */
import type pg from 'pg';
import { withoutSecondaryIndexes } from './lib/bulk-indexes';
import { BENCH_PASSWORD, fmt, openBenchDatabase, seconds } from './lib/db';
import { seedCandidates, seedConsents } from './lib/seed-candidates';
import { seedDocuments, seedTickets } from './lib/seed-documents-tickets';
import { seedPayments } from './lib/seed-payments';
import { seedReports, seedTenants, seedUsers } from './lib/seed-people';
import { seedPlan } from './lib/seed-plan';
import { printable, seededRows } from './lib/seeded-tables';

const SIZES: Record<string, number> = { tiny: 2_000, small: 20_000, medium: 200_000, full: 1_000_000 };

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
const plan = seedPlan(candidatesWanted, SEED, until);
const TODAY = new Date(plan.END).toISOString().slice(0, 10);

async function main() {
  const t0 = Date.now();
  console.log(
    `Seeding ${sizeArg}: ${fmt(candidatesWanted)} candidates, ${fmt(plan.reportsWanted)} reports, ${fmt(plan.hrUsersWanted)} HR users (seed ${SEED}, up to ${TODAY})`,
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
      const tenants = await seedTenants(plan, client);
      const users = await seedUsers(plan, client, tenants);
      const reports = await seedReports(plan, client, users);
      await step('candidates and provider checks', () => seedCandidates(plan, client, reports, tables));
      if (tables.has('consents')) await step('consents', () => seedConsents(client));
      if (tables.has('register_payments') && tables.has('bills'))
        await step('consumption and bills', () => seedPayments(plan, client));
      if (tables.has('document_requests')) await step('documents', () => seedDocuments(plan, client, users));
      if (tables.has('tickets')) await step('tickets', () => seedTickets(plan, client, users));
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

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
