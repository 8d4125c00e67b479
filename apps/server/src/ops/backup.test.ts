import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { backupEmbedded, restoreEmbedded } from './backup';

describe('backup and restore of the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-backup-'));
  fs.chmodSync(root, 0o755); // as root, PostgreSQL runs as 'postgres', which must enter it
  const running: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const db of running) await db.stop().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  });
  const query = async (url: string, sql: string, params: unknown[] = []) => {
    const c = new pg.Client(url);
    await c.connect();
    try {
      return (await c.query(sql, params)).rows;
    } finally {
      await c.end();
    }
  };

  it('copies the running database and restores it into a fresh data folder with its rows and files', async () => {
    const source = await startEmbeddedPostgres(path.join(root, 'source'));
    running.push(source);
    await query(source.url, 'create table files (name text, content bytea)');
    await query(source.url, `insert into files values ('contratto.pdf', $1)`, [
      Buffer.from('%PDF-1.4 firmato'),
    ]);
    const file = path.join(root, 'backups', 'hrwe.tar');
    await backupEmbedded(path.join(root, 'source', 'postgres'), file);
    // Written after the backup: must not be in the restored copy.
    await query(source.url, `insert into files values ('dopo.pdf', 'x')`);

    const target = path.join(root, 'fresh', 'postgres');
    expect(await restoreEmbedded(target, file)).toBeNull(); // a fresh folder: nothing to keep aside
    const restored = await startEmbeddedPostgres(path.join(root, 'fresh'));
    running.push(restored);
    const rows = await query(restored.url, 'select name, content from files order by name');
    expect(rows).toEqual([{ name: 'contratto.pdf', content: Buffer.from('%PDF-1.4 firmato') }]);
  }, 120_000);

  it('refuses to restore over a running embedded database', async () => {
    await expect(
      restoreEmbedded(path.join(root, 'source', 'postgres'), path.join(root, 'backups', 'hrwe.tar')),
    ).rejects.toThrow(/is running: stop it/);
  });
});
