/**
 * Exports at scale: the administrator's all-candidates list exported as xlsx and as PDF through the server's own
 * code (candidateList → allRows → xlsxStream / pdfStream), measuring rows per second and memory growth. Each format
 * runs in a process of its own, so its memory growth is its own (not what the bench's earlier steps left behind).
 * `npm run bench -- export [--rows=100000] [--pdf-rows=100000]`; with EXPORT_FILE=<path> a child also writes its file there.
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ListQuery } from '@hrwe/domain';
import { candidateListColumns } from '../apps/server/src/modules/reports/reports.exports';
import { candidateList } from '../apps/server/src/modules/reports/reports.lists.repository';
import type { ExportSpec } from '../apps/server/src/platform/exports/columns';
import { pdfStream } from '../apps/server/src/platform/exports/pdf';
import { xlsxStream } from '../apps/server/src/platform/exports/xlsx';
import { allRows } from '../apps/server/src/platform/listing';
import { recorder } from './explain';
import { fmt } from './lib/db';
import { loadNow } from './lib/limits';
import { verdict } from './lib/measure';
import { numberOption } from './lib/options';
import { writeResult } from './lib/results';
import { runScript } from './lib/spawn-target';
import { findSubjects } from './lib/subjects';

const MB = 2 ** 20;
const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(0)}`;
export type Format = 'xlsx' | 'pdf';
/** Issue 18: 100,000 rows at these rates (the PDF's: docs/decisions/scale-pdf-export-rate.md), memory growth below 100 MB. */
export const EXPORT_TARGETS = { xlsx: { rps: 20_000 }, pdf: { rps: 2_000 }, growthMb: 100 } as const;
const STREAMS = { xlsx: xlsxStream, pdf: pdfStream } as const;

export type ExportResult = {
  format: Format;
  rows: number;
  /** Times the list was read to reach `rows` (a small seed has fewer). */
  reads: number;
  seconds: number;
  rps: number;
  bytes: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  /** At the rss peak, against the start: V8's reserved heap (its young generation included) and external memory (buffers, zlib). */
  atPeakMb: { heapReserved: number; external: number };
  /** The export process's CPU time (user + system, zlib's threads included) per row: the rate's figure a busy machine does not move. */
  cpuUsPerRow: number;
};

/** One export of `wanted` rows, in this process. */
async function exportRows(url: string, format: Format, wanted: number): Promise<ExportResult> {
  const rec = recorder(url);
  const s = await findSubjects(rec.pool);
  const scope = { tenantId: s.tenantId, userId: s.admin.id, admin: true };
  let reads = 0;
  let count = 0;
  async function* rows() {
    // On a small seed the tenant has fewer rows than wanted: the list is read again until the count is reached.
    for (;;) {
      reads++;
      for await (const row of allRows(
        rec.deps.db,
        candidateList(rec.deps.db, scope, { page: 1 } as ListQuery, {}).all(),
      )) {
        yield row;
        if (++count >= wanted) return;
      }
    }
  }
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  // What the rss was made of at its peak: V8's heap as reserved (young generation included) and memory outside it.
  let atPeak = before;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    if (m.rss > peakRss) {
      peakRss = m.rss;
      atPeak = m;
    }
    peakHeap = Math.max(peakHeap, m.heapUsed);
    if (process.env.EXPORT_MEMORY_TRACE)
      console.error(
        `rss ${(m.rss / MB).toFixed(0)} heap ${(m.heapUsed / MB).toFixed(0)}/${(m.heapTotal / MB).toFixed(0)} external ${(m.external / MB).toFixed(0)} (array buffers ${(m.arrayBuffers / MB).toFixed(0)}) MB`,
      );
  }, 50);
  let bytes = 0;
  // EXPORT_FILE=<path>: the file is also written there, to open it and compare it with another version's.
  const file = process.env.EXPORT_FILE ? fs.createWriteStream(process.env.EXPORT_FILE) : null;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // The route's own spec (reports.routes.ts, all candidates).
  const spec: ExportSpec<unknown> & { exportedAt?: Date } = {
    fileName: 'Tutti i Candidati - HRWE',
    sheetName: 'Candidati',
    title: 'Tutti i candidati',
    orientation: 'landscape',
    columns: candidateListColumns(true) as ExportSpec<unknown>['columns'],
    rows: rows(),
    // A fixed export time (EXPORT_AT=2026-11-28T12:00:00Z) makes two versions' PDFs comparable page by page.
    ...(process.env.EXPORT_AT ? { exportedAt: new Date(process.env.EXPORT_AT) } : {}),
  };
  await pipeline(
    STREAMS[format](spec),
    new Writable({
      write(chunk, _enc, done) {
        bytes += chunk.length;
        if (file) file.write(chunk, done);
        else done();
      },
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  if (file) await new Promise((resolve) => file.end(resolve));
  clearInterval(sampler);
  await rec.pool.end();
  return {
    format,
    rows: count,
    reads,
    seconds,
    rps: count / seconds,
    bytes,
    rssGrowthMb: (peakRss - before.rss) / MB,
    heapGrowthMb: (peakHeap - before.heapUsed) / MB,
    atPeakMb: {
      heapReserved: (atPeak.heapTotal - before.heapTotal) / MB,
      external: (atPeak.external - before.external) / MB,
    },
    cpuUsPerRow: (cpu.user + cpu.system) / count,
  };
}

/** The export of one format in a child process (this file run with `--child`); prints its figures. */
export async function runExportBench(url: string, format: Format): Promise<ExportResult> {
  const wanted = numberOption(format === 'pdf' ? 'pdf-rows' : 'rows', 100_000);
  const out = await runScript(import.meta.filename, ['--child', format, url, String(wanted)], {
    capture: true,
  });
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as ExportResult;
  writeResult(`export-${format}`, r);
  const target = EXPORT_TARGETS[format].rps;
  console.log(
    `\nExport: ${format} of ${fmt(r.rows)} rows (all candidates, administrator)${r.reads > 1 ? `, list read ${r.reads} times` : ''}`,
  );
  console.log(
    `  time ${r.seconds.toFixed(1)} s, ${fmt(Math.round(r.rps))} rows/s (target ≥ ${fmt(target)}: ${verdict(r.rps >= target)}); CPU ${r.cpuUsPerRow.toFixed(1)} µs per row = ${fmt(Math.round(1e6 / r.cpuUsPerRow))} rows per CPU second; load average ${loadNow().toFixed(2)}`,
  );
  console.log(
    `  file ${(r.bytes / MB).toFixed(1)} MB; memory growth: rss +${r.rssGrowthMb.toFixed(0)} MB (target < ${EXPORT_TARGETS.growthMb} MB: ${verdict(r.rssGrowthMb < EXPORT_TARGETS.growthMb)}), peak JS heap +${r.heapGrowthMb.toFixed(0)} MB; at the rss peak V8's reserved heap ${signed(r.atPeakMb.heapReserved)} MB, external ${signed(r.atPeakMb.external)} MB`,
  );
  return r;
}

if (process.argv[2] === '--child' && process.argv[1] === import.meta.filename) {
  const [, , , format, url, wanted] = process.argv;
  exportRows(url!, format as Format, Number(wanted))
    .then((r) => console.log(JSON.stringify(r)))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
