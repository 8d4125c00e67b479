import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The Drizzle schema (db/schema) is the source of the migrations: drizzle-kit, run on a copy of the committed
 * migrations, has nothing to write. A change of db/schema/*.ts without its generated migration (`npx drizzle-kit
 * generate` in apps/server), or a migration or snapshot edited by hand, fails here.
 */
const schema = path.join(import.meta.dirname, 'schema', 'index.ts');
const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

describe('generated migrations', () => {
  it('are what drizzle-kit generates from the Drizzle schema', async () => {
    // drizzle-kit takes --out relative to its working directory (an absolute one is misread), so it runs there.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-drizzle-'));
    const out = path.join(dir, 'migrations');
    try {
      fs.cpSync(path.join(import.meta.dirname, 'migrations'), out, { recursive: true });
      const before = fs.readdirSync(out, { recursive: true }).map(String).sort();
      const journal = fs.readFileSync(path.join(out, 'meta', '_journal.json'), 'utf8');
      const run = await promisify(execFile)(
        process.execPath,
        [
          bin,
          'generate',
          '--dialect=postgresql',
          `--schema=${path.relative(dir, schema)}`,
          '--out=migrations',
        ],
        { cwd: dir, timeout: 60_000, env: { ...process.env, FORCE_COLOR: '0' } },
      );
      // It answers 0 even when it failed: its words say whether it compared anything.
      const stdout = run.stdout + run.stderr;
      const written = fs
        .readdirSync(out, { recursive: true })
        .map(String)
        .filter((f) => !before.includes(f));
      expect(written, `drizzle-kit would write a migration:\n${stdout}`).toEqual([]);
      expect(fs.readFileSync(path.join(out, 'meta', '_journal.json'), 'utf8')).toBe(journal);
      expect(stdout).toMatch(/No schema changes/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
