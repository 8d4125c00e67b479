/**
 * One HTTP server of the load benchmark, in its own process so the load generator does not share its event loop:
 *   app URL                the real application (startApp) on the seeded database
 *   app2 URL               the same in two processes on one port (platform/cluster.ts, as WEB_CONCURRENCY=2)
 *   ceiling FILE           Fastify answering, per call, a constant JSON of the same size (the stack's ceiling)
 *   raw URL FILE           plain node:http running the same SQL through pg (the database's own time)
 * Prints `PORT <n>` when listening; stops on SIGTERM.
 */
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { startApp } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { runPrimary } from '../../apps/server/src/platform/cluster';

const [mode, a, b] = process.argv.slice(2);

async function main() {
  let close: () => Promise<unknown>;
  let port: number;
  if (mode === 'app2' && cluster.isPrimary) {
    runPrimary({ processes: 2, log: () => {} });
    let listening = 0;
    cluster.on('listening', (_w, address) => {
      if (++listening === 2) console.log(`PORT ${address.port}`);
    });
    return;
  }
  if (mode === 'app' || mode === 'app2') {
    // The bench signs in as an administrator with a password alone, which production refuses (security-mfa.md);
    // NODE_ENV only decides the development mailbox, which no bench call reads.
    const config = loadConfig({
      NODE_ENV: 'test',
      MFA_REQUIRED_FOR_ADMINS: 'false',
      LOG_LEVEL: 'silent',
      PORT: '0',
    });
    const started = await startApp(config, a!, {
      workers: false,
      logger: pino({ level: 'silent' }) as never,
    });
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    port = (started.app.server.address() as { port: number }).port;
    close = started.close;
  } else if (mode === 'ceiling') {
    const bodies = JSON.parse(fs.readFileSync(a!, 'utf8')) as Record<string, unknown>;
    const app = Fastify({ logger: false });
    // The object is serialised on every answer, as the application serialises its own.
    app.get<{ Params: { name: string } }>('/c/:name', async (req) => bodies[req.params.name]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = () => app.close();
  } else if (mode === 'raw') {
    const calls = JSON.parse(fs.readFileSync(b!, 'utf8')) as Record<
      string,
      { text: string; params: unknown[] }[]
    >;
    const pool = new pg.Pool({ connectionString: a!, max: 10 });
    const server = http.createServer(async (req, res) => {
      const queries = calls[decodeURIComponent((req.url ?? '').replace(/^\/sql\//, ''))];
      if (!queries) {
        res.writeHead(404).end();
        return;
      }
      try {
        const results = await Promise.all(queries.map((q) => pool.query(q.text, q.params)));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(results.map((r) => r.rows)));
      } catch (e) {
        res.writeHead(500).end(String(e));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    close = async () => {
      server.close();
      await pool.end();
    };
  } else throw new Error(`unknown mode ${mode}`);
  // A worker of app2: its primary prints the port once both listen.
  if (!cluster.isWorker) console.log(`PORT ${port}`);
  const stop = () => close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
