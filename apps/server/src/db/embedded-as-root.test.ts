import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { embeddedDataDir, SYSTEM_DIR } from './embedded-as-root';

const asRoot = process.getuid?.() === 0;

describe('the embedded PostgreSQL with DATA_DIR in a folder closed to others (a checkout in /root)', () => {
  // mkdtemp makes a folder only its owner may enter, as /root is.
  const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-closed-'));
  const dataDir = path.join(closed, 'data');
  const databaseDir = embeddedDataDir(dataDir);
  afterAll(() => {
    fs.rmSync(closed, { recursive: true, force: true });
    if (asRoot) fs.rmSync(path.dirname(databaseDir), { recursive: true, force: true });
  });

  it('starts and keeps its data between starts (as root: under /var/lib/hrwe, where its user reaches it)', async () => {
    expect((fs.statSync(closed).mode & 0o777).toString(8)).toBe('700');
    // As root, PostgreSQL runs as the postgres user, which cannot enter `closed`; an ordinary user runs it itself.
    expect(databaseDir).toBe(
      asRoot
        ? path.join(SYSTEM_DIR, 'data', dataDir.slice(1).replaceAll('/', '-'), 'postgres')
        : path.join(dataDir, 'postgres'),
    );
    const first = await startEmbeddedPostgres(dataDir);
    const write = new pg.Client(first.url);
    await write.connect();
    await write.query(`create table kept as select 'from the first start' as v`);
    await write.end();
    await first.stop();
    expect(fs.existsSync(path.join(databaseDir, 'PG_VERSION'))).toBe(true);

    const second = await startEmbeddedPostgres(dataDir);
    const read = new pg.Client(second.url);
    await read.connect();
    const { rows } = await read.query('select v from kept');
    await read.end();
    await second.stop();
    expect(rows).toEqual([{ v: 'from the first start' }]);
  }, 90_000);
});
