import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** A process that starts the embedded PostgreSQL in `dir`, writes a row, prints READY and stays up until killed. */
function holder(dir: string) {
  const script = `
    import { startEmbeddedPostgres } from './src/db/embedded.ts';
    import pg from 'pg';
    const db = await startEmbeddedPostgres(${JSON.stringify(dir)});
    const c = new pg.Client(db.url); await c.connect();
    await c.query('create table if not exists kept (v text)'); await c.query("insert into kept values ('before the kill')");
    await c.end();
    console.log('READY');
    setInterval(() => {}, 1000);`;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (c) => {
      out += c;
      if (out.includes('READY')) resolve();
    });
    proc.stderr.on('data', (c) => {
      out += c;
    });
    proc.once('exit', () => reject(new Error(`holder exited: ${out}`)));
  });
  return { proc, ready };
}

describe('embedded PostgreSQL after kill -9', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-orphan-'));
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops the postmaster the killed process left running and starts again on the same data', async () => {
    const h = holder(dir);
    await h.ready;
    h.proc.kill('SIGKILL');
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    const orphan = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow(); // still running without its parent

    const db = await startEmbeddedPostgres(dir);
    stop = db.stop;
    expect(() => process.kill(orphan, 0)).toThrow(); // the orphan was stopped
    const c = new pg.Client(db.url);
    await c.connect();
    const { rows } = await c.query('select v from kept');
    await c.end();
    expect(rows).toEqual([{ v: 'before the kill' }]);
  }, 90_000);
});
