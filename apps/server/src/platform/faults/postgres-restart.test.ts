import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServerProcess, startServerProcess } from '../../../test/server-process';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../../db/embedded';
import { hashPassword } from '../auth/passwords';

const PASSWORD = 'Password123!Strong';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * PostgreSQL stopped (fast shutdown) and started again under a load of writes: every write the server acknowledged
 * is there afterwards, every refused one answered 503 (never 500), and the server recovers without a restart.
 */
describe('PostgreSQL stopped and started under load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-pg-restart-'));
  let db: EmbeddedDatabase;
  let port: number;
  let server: ServerProcess;

  beforeAll(async () => {
    port = await freePort();
    db = await startEmbeddedPostgres(dir, () => {}, port);
    server = await startServerProcess({ DATABASE_URL: db.url });
    const c = new pg.Client(db.url);
    await c.connect();
    const { rows } = await c.query('select id from tenants where is_platform');
    await c.query(
      `insert into users (tenant_id, role, status, verified, first_name, last_name, email, password_hash)
       values ($1, 'ROLE_USER', 'ATTIVATO', true, 'Mario', 'Rossi', 'carico@example.it', $2)`,
      [rows[0].id, await hashPassword(PASSWORD)],
    );
    await c.end();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged write, answers 503 while it is down, and recovers by itself', async () => {
    const signIn = await call(server.base, 'POST', '/api/session', {
      body: { email: 'carico@example.it', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie!;
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const health = new Map<number, number>();
    let running = true;
    let n = 0;
    const writer = async () => {
      while (running) {
        const subject = `Carico ${n++}`;
        const res = await call(server.base, 'POST', '/api/communication/assistenza/parent/new', {
          cookie,
          body: { subject, message: 'Scrittura sotto carico.' },
        }).catch(() => ({ status: 0 }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(subject);
        else await sleep(50);
      }
    };
    const prober = async () => {
      while (running) {
        const res = await call(server.base, 'GET', '/api/health').catch(() => ({ status: 0 }));
        health.set(res.status, (health.get(res.status) ?? 0) + 1);
        await sleep(100);
      }
    };
    const load = [writer(), writer(), prober()];
    await sleep(1500);
    await db.stop();
    await sleep(2500);
    db = await startEmbeddedPostgres(dir, () => {}, port);
    // The server recovers by itself: health answers 200 again, and writes are acknowledged again.
    const before = acknowledged.length;
    for (let i = 0; i < 300 && acknowledged.length < before + 20; i++) await sleep(100);
    running = false;
    await Promise.all(load);

    const c = new pg.Client(db.url);
    await c.connect();
    const present = new Set(
      (await c.query<{ subject: string }>('select subject from tickets')).rows.map((r) => r.subject),
    );
    await c.end();
    const figures = {
      requests: [...statuses.values()].reduce((a, b) => a + b, 0),
      statuses: Object.fromEntries(statuses),
      health: Object.fromEntries(health),
      acknowledged: acknowledged.length,
      present: acknowledged.filter((s) => present.has(s)).length,
      lost: acknowledged.filter((s) => !present.has(s)).length,
    };
    console.log('postgres restart figures', JSON.stringify(figures));
    expect(figures.lost).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0); // the outage was seen…
    expect([...statuses.keys()].filter((s) => s !== 201 && s !== 503)).toEqual([]); // …as 503, never 500
    expect(health.get(503) ?? 0).toBeGreaterThan(0);
    expect([...health.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(before + 20); // writes succeed again, no restart
  }, 120_000);
});
