/**
 * Exports at scale: an xlsx export of 100,000 rows of the administrator's all-candidates list, streamed through
 * the server's own code (candidateList → allRows → xlsxStream), measuring rows per second and memory growth.
 * `npm run bench -- export [--rows=100000]`.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ListQuery } from '@hrwe/domain';
import { candidateListColumns } from '../apps/server/src/modules/reports/reports.exports';
import { candidateList } from '../apps/server/src/modules/reports/reports.lists';
import { xlsxStream } from '../apps/server/src/platform/exports/xlsx';
import { allRows } from '../apps/server/src/platform/listing';
import { recorder } from './explain';
import { fmt } from './lib/db';
import { findSubjects } from './lib/subjects';

const MB = 2 ** 20;

export async function runExportBench(url: string) {
  const wanted = Number(process.argv.find((a) => a.startsWith('--rows='))?.slice(7) ?? 100_000);
  const rec = recorder(url);
  const s = await findSubjects(rec.pool);
  const scope = { tenantId: s.tenantId, userId: s.admin.id, admin: true };
  let repeated = 0;
  let count = 0;
  async function* rows() {
    // On a small seed the tenant has fewer rows than wanted: the list is read again until the count is reached.
    for (;;) {
      for await (const row of allRows(
        rec.deps.db,
        candidateList(rec.deps.db, scope, { page: 1 } as ListQuery, {}).all(),
      )) {
        yield row;
        if (++count >= wanted) return;
      }
      repeated++;
    }
  }
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  let bytes = 0;
  const t0 = performance.now();
  await pipeline(
    xlsxStream({
      fileName: 'Tutti i Candidati - HRWE',
      sheetName: 'Candidati',
      columns: candidateListColumns(true),
      rows: rows(),
    }),
    new Writable({
      write(chunk, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  await rec.pool.end();
  const rps = count / seconds;
  const growth = (peakRss - before.rss) / MB;
  console.log(
    `\nExport: xlsx of ${fmt(count)} rows (all candidates, administrator)${repeated ? `, list read ${repeated + 1} times` : ''}`,
  );
  console.log(
    `  time ${seconds.toFixed(1)} s, ${fmt(Math.round(rps))} rows/s (target ≥ 20,000: ${rps >= 20_000 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  file ${(bytes / MB).toFixed(1)} MB; memory growth: rss +${growth.toFixed(0)} MB (target < 100 MB: ${growth < 100 ? 'met' : 'NOT met'}), heap +${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB`,
  );
  return { rows: count, seconds, rps, rssGrowthMb: growth };
}
