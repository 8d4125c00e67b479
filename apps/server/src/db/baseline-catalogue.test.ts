import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASELINE_LAST, generatedMigrations, legacyMigrations, migrate } from './migrate';
import { type Catalogue, readCatalogue, readRows } from './schema-catalogue';

/**
 * The baseline (docs/decisions/service-migration-numbering.md): the generated migrations build, on a fresh database,
 * exactly the schema the legacy hand-written chain builds — tables, columns, constraints, indexes, functions,
 * triggers, sequences, extensions — and the same rows where triggers seed them. An older database, which ran the
 * legacy chain, is carried over by recording the baseline without running it, and ends with the same catalogue.
 */

/** An empty database of the test server, and a pool on it. */
async function emptyDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const name = `b_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    pool: new pg.Pool({ connectionString: url, max: 1 }),
    client: new pg.Client({ connectionString: url }),
  };
}

type Db = Awaited<ReturnType<typeof emptyDatabase>>;

/** Catalogue parts whose entries differ, as the entries only one side has. */
function differences(a: Catalogue, b: Catalogue) {
  const out: Record<string, { onlyLegacy: string[]; onlyGenerated: string[] }> = {};
  for (const part of Object.keys(a)) {
    const onlyLegacy = a[part]!.filter((x) => !b[part]!.includes(x));
    const onlyGenerated = b[part]!.filter((x) => !a[part]!.includes(x));
    if (onlyLegacy.length || onlyGenerated.length) out[part] = { onlyLegacy, onlyGenerated };
  }
  return out;
}

describe('migrations baseline', () => {
  let legacy: Db;
  let generated: Db;
  let carried: Db;
  let appliedOnCarried: string[];
  beforeAll(async () => {
    [legacy, generated, carried] = await Promise.all([emptyDatabase(), emptyDatabase(), emptyDatabase()]);
    await Promise.all([legacy, generated, carried].map((d) => d.client.connect()));
    // The legacy chain, then the runner as on a release: the baseline recorded, the generated files after it run
    // (the same files as on the generated side, so the comparison is of the legacy chain against the baseline).
    await migrate(legacy.pool, { legacyOnly: true });
    await migrate(legacy.pool);
    await migrate(generated.pool);
    // An older database: the legacy chain, stopped short of its end, then today's runner.
    const chain = legacyMigrations();
    await migrate(carried.pool, { legacyOnly: true });
    await carried.client.query('delete from schema_migrations where name = $1', [chain.at(-1)]);
    await carried.client.query('drop trigger candidates_anonymised_erase_subject_requests on candidates');
    await carried.client.query('drop function data_subject_requests_erase()');
    appliedOnCarried = await migrate(carried.pool);
  }, 120_000);
  afterAll(async () => {
    for (const d of [legacy, generated, carried]) {
      await d?.client.end();
      await d?.pool.end();
    }
  });

  it('builds the same catalogue from the generated migrations as from the legacy chain', async () => {
    const [a, b] = await Promise.all([readCatalogue(legacy.client), readCatalogue(generated.client)]);
    expect(differences(a, b)).toEqual({});
    // The comparison saw the schema, not two empty lists.
    expect(a.tables!.length).toBeGreaterThan(30);
    expect(a.functions!.length).toBeGreaterThan(10);
    expect(a.triggers!.length).toBeGreaterThan(15);
    expect(a.extensions!.some((e) => e.startsWith('pg_trgm '))).toBe(true);
  });

  it('writes the same rows on both, also where triggers seed a new tenant', async () => {
    for (const d of [legacy, generated]) {
      await d.client.query(`insert into tenants (name, dns) values ('Acme', 'acme.example.it')`);
      await d.client.query(`insert into tenant_hosts (host, tenant_id) values ('acme.example.it', 1)`);
    }
    const [a, b] = await Promise.all([readRows(legacy.client), readRows(generated.client)]);
    expect(a.purpose_categories).toHaveLength(4);
    expect(b).toEqual(a);
  });

  it('carries an older database over: the rest of the legacy chain runs, the baseline is recorded, not run', async () => {
    const chain = legacyMigrations();
    const baseline = generatedMigrations().slice(0, generatedMigrations().indexOf(BASELINE_LAST) + 1);
    expect(appliedOnCarried).toEqual([chain.at(-1), ...generatedMigrations().slice(baseline.length)]);
    const recorded = (await carried.client.query('select name from schema_migrations')).rows.map(
      (r) => r.name,
    );
    expect(recorded.sort()).toEqual([...chain, ...generatedMigrations()].sort());
    const [a, b] = await Promise.all([readCatalogue(carried.client), readCatalogue(generated.client)]);
    expect(differences(a, b)).toEqual({});
  });

  it('runs nothing the second time', async () => {
    expect(await migrate(generated.pool)).toEqual([]);
    expect(await migrate(carried.pool)).toEqual([]);
  });
});
