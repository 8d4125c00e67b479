/**
 * `npm run mail -w @hrwe/bench [-- --mails=300 --delay=5]`: mails per second delivered to a real SMTP server by
 * one and by two server processes on one database (its own embedded PostgreSQL), before (one job per poll:
 * SMTP_MAX_CONNECTIONS=1, as the queue worked before batches) and after (the default batches). The SMTP server
 * waits `delay` ms before accepting each message, as a real one takes some time. Prints a table; never fails on timing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { countingSmtpServer } from '../apps/server/src/platform/faults/smtp-counter';
import { createJobs } from '../apps/server/src/platform/jobs';
import { renderMail } from '../apps/server/src/platform/mail/layout';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { type ServerProcess, startServerProcess } from '../apps/server/test/server-process';

const opt = (name: string, def: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def);
const MAILS = opt('mails', 300);
const DELAY = opt('delay', 5);
const quiet = { warn() {}, error() {}, info() {}, debug() {} } as never;

async function run(url: string, servers: number, maxConnections: number, mails: number) {
  const smtp = await countingSmtpServer({ delayMs: DELAY });
  const admin = new pg.Client(url.replace(/\/hrwe$/, '/postgres'));
  await admin.connect();
  const name = `mb_${servers}_${maxConnections}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = url.replace(/\/hrwe$/, `/${name}`);
  const env = { DATABASE_URL: dbUrl, SMTP_URL: smtp.url, SMTP_MAX_CONNECTIONS: String(maxConnections) };
  // One server first migrates; then the mails are queued before any worker runs, so all start together.
  const first = await startServerProcess(env);
  await first.stop();
  const { db, pool } = createDb(dbUrl, 2);
  const jobs = createJobs(dbUrl, quiet);
  const mailer = createMailer(db, jobs, quiet, { url: smtp.url });
  await jobs.start(false);
  const { rows } = await pool.query('select id from tenants where is_platform');
  const message = renderMail('it', { subject: 'Invito', title: 'Invito', paragraphs: ['Compila i dati.'] });
  for (let i = 0; i < mails; i++)
    await mailer.send({ tenantId: rows[0].id, key: `bench:${i}`, to: `b${i}@example.it`, message }, db);
  await jobs.stop();
  const procs: ServerProcess[] = await Promise.all(
    Array.from({ length: servers }, () => startServerProcess(env)),
  );
  const started = Date.now();
  while (smtp.total() < mails && Date.now() - started < 600_000) await new Promise((r) => setTimeout(r, 50));
  const seconds = (Date.now() - started) / 1000;
  for (const p of procs) await p.stop();
  await pool.end();
  await smtp.close();
  return { servers, maxConnections, mails, seconds, perSecond: mails / seconds };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-mailbench-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres(dir);
  try {
    const results = [];
    for (const servers of [1, 2]) {
      results.push({
        case: 'before (1 job per poll)',
        ...(await run(db.url, servers, 1, Math.min(MAILS, 40))),
      });
      results.push({ case: 'after (batches, 5 connections)', ...(await run(db.url, servers, 5, MAILS)) });
    }
    console.log(`\nMail throughput (SMTP accepts each message after ${DELAY} ms)`);
    console.table(
      results.map((r) => ({
        case: r.case,
        servers: r.servers,
        mails: r.mails,
        seconds: r.seconds.toFixed(1),
        'mails/s': r.perSecond.toFixed(1),
      })),
    );
  } finally {
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
