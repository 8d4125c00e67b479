import { defineConfig } from 'vitest/config';

// Journeys run one at a time against one real server (started in global-setup) in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    // Each screenshot is taken and scanned (axe) at two sizes; on a loaded 2-core machine a long journey needs time.
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // A poll reads the page again until it shows the figure; one second is too short on a loaded 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
