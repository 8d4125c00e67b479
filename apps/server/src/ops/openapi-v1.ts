import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { createDeps } from '../bootstrap';
import { loadConfig } from '../config';
import { v1Document } from '../modules/api-v1/v1.openapi';

/**
 * The public API's OpenAPI document without a database: the app is built (routes and schemas only; nothing
 * connects until a request or a job runs) with the default configuration, so the document is the same on every
 * machine. `npm run sdk:generate` prints it through this file.
 */
export async function offlineV1Document() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const deps = createDeps(config, 'postgres://offline@127.0.0.1:1/offline', log);
  const app = await buildApp(deps, log);
  await app.ready();
  const doc = v1Document(app);
  await app.close();
  await deps.mailer.close();
  await deps.pool.end();
  return doc;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.stdout.write(`${JSON.stringify(await offlineV1Document(), null, 2)}\n`);
}
