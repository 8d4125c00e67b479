import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One command runs every unit and integration test; the end-to-end suite has its own config in e2e/.
const setupFiles = [path.resolve(import.meta.dirname, 'vitest.setup.ts')];
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. Most server files
    // wait on PostgreSQL, timers, SMTP and child processes, not the CPU, and each has its own cloned database, so
    // two run at once (docs/decisions/ci-time.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], setupFiles } },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], setupFiles },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One module graph per worker, not one per file: a file evaluated the server's graph again (~1.4 s, a
          // third of the run). What a file leaves in a module is audited in docs/decisions/ci-unit-isolation.md.
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
