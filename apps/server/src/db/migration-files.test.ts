import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASELINE_LAST, generatedMigrations, legacyMigrations, MIGRATION_FOLDERS } from './migrate';

/**
 * db/migrations is drizzle-kit's output (docs/decisions/service-migration-numbering.md): `NNNN_name.sql` numbered
 * 0000, 0001, … without gaps or repeats, each listed once in meta/_journal.json with its snapshot, in number order.
 * db/migrations-legacy is the history of databases created before the baseline: frozen, never renamed.
 */
const dir = MIGRATION_FOLDERS.generated;
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
  dialect: string;
  entries: { idx: number; tag: string; breakpoints: boolean }[];
};

/** The legacy chain as applied by every database created before the baseline (names recorded in schema_migrations). */
const LEGACY_CHAIN = [
  '0001_foundation.sql',
  '0002_registration.sql',
  '0003_reports.sql',
  '0004_checks.sql',
  '0005_payments.sql',
  '0006_documents_tickets.sql',
  '0007_tenant_config.sql',
  '0008_users_admin.sql',
  '0010_reports_extra.sql',
  '0012_retention.sql',
  '0020_scale_indexes.sql',
  '0020_scale_sorts.sql',
  '0021_status_counters.sql',
  '0022_payment_counters.sql',
  '0023_status_counters_index.sql',
  '0024_mail_delivery.sql',
  '0030_outbox_idempotency.sql',
  '0030_security_rate_limits.sql',
  '0040_rights.sql',
  '0045_candidate_rights.sql',
  '0050_api_keys.sql',
  '0060_webhooks.sql',
  '0061_webhook_claims.sql',
  '0080_auth_change_notify.sql',
  '0090_subject_requests_register.sql',
];

describe('migration files', () => {
  it('are named NNNN_words.sql', () => {
    expect(files.filter((f) => !/^\d{4}_[a-z0-9_]+\.sql$/.test(f))).toEqual([]);
  });

  it('are numbered 0000, 0001, … without gaps or repeats', () => {
    const numbers = files.map((f) => Number(f.slice(0, 4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i));
  });

  it('are the journal: each file listed once, in number order, with its snapshot', () => {
    expect(journal.dialect).toBe('postgresql');
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    expect(generatedMigrations()).toEqual([...files].sort());
    for (const e of journal.entries) {
      expect(e.tag.slice(0, 4), e.tag).toBe(String(e.idx).padStart(4, '0'));
      expect(fs.existsSync(path.join(dir, 'meta', `${e.tag.slice(0, 4)}_snapshot.json`)), e.tag).toBe(true);
    }
    const snapshots = fs.readdirSync(path.join(dir, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
    expect(snapshots.length).toBe(journal.entries.length);
  });

  it('include the baseline, and no name of the legacy chain', () => {
    expect(files).toContain(BASELINE_LAST);
    expect(files.filter((f) => LEGACY_CHAIN.includes(f))).toEqual([]);
  });

  it('keep the legacy chain as it was applied, byte for byte', () => {
    expect(legacyMigrations()).toEqual(LEGACY_CHAIN);
    const hash = createHash('sha256');
    for (const f of LEGACY_CHAIN)
      hash
        .update(`${f}\0`)
        .update(fs.readFileSync(path.join(MIGRATION_FOLDERS.legacy, f)))
        .update('\0');
    expect(hash.digest('hex')).toBe('b650cc0535886d4c0811a842a3aefb40b8346a9c661b646848cc578a1869667c');
  });
});
