/**
 * `npm run bench [-- explain|load|export]`: on the seeded database (bench/data, or DATABASE_URL),
 * EXPLAIN of every list query, then the HTTP load benchmark, then the xlsx export at scale.
 */

import { printExplain, runExplain } from './explain';
import { openBenchDatabase } from './lib/db';

const args = process.argv.slice(2);
const parts = args.filter((a) => !a.startsWith('--'));
const want = (p: string) => parts.length === 0 || parts.includes(p);

async function main() {
  const db = await openBenchDatabase();
  try {
    if (want('explain')) {
      const only = args.find((a) => a.startsWith('--only='))?.slice(7);
      printExplain(await runExplain(db.url, { only: only ? new RegExp(only, 'i') : undefined }));
    }
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
