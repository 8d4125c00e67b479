import { openBenchDatabase } from './lib/db';
const db = await openBenchDatabase();
for (const sql of process.argv.slice(2)) {
  const r = await db.pool.query(sql);
  console.log(JSON.stringify(r.rows));
}
await db.stop();
