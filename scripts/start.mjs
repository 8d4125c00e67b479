/**
 * `npm start`: builds what changed since the last build (everything on a fresh clone, nothing otherwise), then runs
 * the built server with Node in this same process (signals reach it directly). The server processes a
 * WEB_CONCURRENCY > 1 start run this file again as cluster workers: the primary has built already.
 */
import cluster from 'node:cluster';
import { ensureBuilt } from './build.mjs';

if (cluster.isPrimary) await ensureBuilt();
process.setSourceMapsEnabled(true); // stack traces name the TypeScript files and lines
await import('../apps/server/dist/main.js');
