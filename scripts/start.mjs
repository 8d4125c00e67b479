/**
 * `npm start`: builds what changed since the last build (everything on a fresh clone, nothing otherwise), then runs
 * the built server with Node in this same process (signals reach it directly).
 */
import { ensureBuilt } from './build.mjs';

await ensureBuilt();
process.setSourceMapsEnabled(true); // stack traces name the TypeScript files and lines
await import('../apps/server/dist/main.js');
