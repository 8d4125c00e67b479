import { defineConfig } from 'vitest/config';

/**
 * Journeys that read what the whole platform tenant holds while they run, so another journey's work at the same time
 * would change what they see: the platform dashboard's report count must stay as it was (tenants), the development
 * mailbox shows the tenant's newest 100 e-mails (dev-mailbox; the bulk invitation journey sends thousands).
 * (The MFA journey requires MFA of HR users, and the privacy register's journey sets the data retention, each on a
 * tenant of its own, so they run with the others.)
 */
const alone = ['specs/tenants.spec.ts', 'specs/dev-mailbox.spec.ts'];

const shared = {
  // Each screenshot is taken and scanned (axe) at two sizes; on a loaded 2-core machine a long journey needs time.
  testTimeout: 240_000,
  hookTimeout: 120_000,
  // A poll reads the page again until it shows the figure; one second is too short on a loaded 2-core machine.
  expect: { poll: { timeout: 10_000 } },
};

// Every journey against one real server (started in global-setup) in Debian's Chromium, each file in its own
// browser. The journeys arrange their own people, tenants and data, so they run two at a time; those listed in
// `alone` run afterwards, one at a time (docs/decisions/ci-time.md).
export default defineConfig({
  test: {
    // The root's global setup runs once for both projects: one server, whose address both inject.
    globalSetup: ['support/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'journeys',
          include: ['specs/**/*.spec.ts'],
          exclude: alone,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: alone,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
