import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Databases record applied migrations by file name, so a file on main is never renamed (docs/decisions/
 * service-migration-numbering.md). New files take an unused number; the two pairs below were applied under these
 * names before the rule and stay as they are (their order within a pair is the name order, as always).
 */
const APPLIED_TWINS = new Map([
  ['0020', ['0020_scale_indexes.sql', '0020_scale_sorts.sql']],
  ['0030', ['0030_outbox_idempotency.sql', '0030_security_rate_limits.sql']],
]);

const files = fs.readdirSync(path.join(import.meta.dirname, 'migrations')).filter((f) => f.endsWith('.sql'));

describe('migration files', () => {
  it('are named NNNN_words.sql', () => {
    expect(files.filter((f) => !/^\d{4}_[a-z0-9_]+\.sql$/.test(f))).toEqual([]);
  });

  it('use each number once, but for the pairs already applied under their names', () => {
    const byNumber = new Map<string, string[]>();
    for (const f of files) byNumber.set(f.slice(0, 4), [...(byNumber.get(f.slice(0, 4)) ?? []), f]);
    const repeated = [...byNumber].filter(([n, names]) => names.length > 1 && !APPLIED_TWINS.has(n));
    expect(repeated).toEqual([]);
    for (const [n, names] of APPLIED_TWINS) expect(byNumber.get(n)?.sort()).toEqual(names);
  });
});
