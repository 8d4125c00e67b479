/**
 * The PDF list export at scale without a database: `pdfStream` over N fake rows of 12 columns (about the
 * administrator's all-candidates list) into a counting sink, printing rows/s, pages, the first byte's delay and
 * memory growth. `npx tsx bench/pdf-export.ts [--rows=100000]`.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ExportColumn } from '../apps/server/src/platform/exports/columns';
import { pdfStream } from '../apps/server/src/platform/exports/pdf';

const MB = 2 ** 20;
const wanted = Number(process.argv.find((a) => a.startsWith('--rows='))?.slice(7) ?? 100_000);

type Row = { i: number; day: Date };
const columns: ExportColumn<Row>[] = [
  { header: 'Nome report', value: (r) => `Selezione ${r.i % 500} magazzino`, width: 28 },
  { header: 'Cliente', value: (r) => `cliente${r.i % 40}@azienda-esempio.it`, width: 28 },
  { header: 'Data report', value: (r) => r.day, width: 14, kind: 'date' },
  { header: 'Nome e cognome', value: (r) => `Mario Rossi ${r.i}`, width: 26 },
  { header: 'E-mail', value: (r) => `mario.rossi.${r.i}@posta-esempio.it`, width: 28 },
  { header: 'Codice fiscale', value: () => 'RSSMRA85T10A562S', width: 18 },
  { header: 'Stato', value: (r) => (r.i % 3 ? 'Completato' : 'In attesa'), width: 16 },
  { header: 'Indice di degrado', value: (r) => r.i % 100, width: 12, kind: 'integer' },
  { header: 'Peggior 5%', value: (r) => (r.i % 20 === 0 ? 'Sì' : 'No'), width: 10 },
  { header: 'Stima reddito', value: (r) => 18_000 + (r.i % 9_000) + 0.5, width: 14, kind: 'income' },
  { header: 'Eventi negativi', value: (r) => r.i % 4, width: 12, kind: 'integer' },
  { header: 'Aggiornato', value: (r) => r.day, width: 16, kind: 'dateTime' },
];

let bytes = 0;
let bytesAtLastRow = 0;
async function* rows() {
  const day = new Date('2026-03-31T10:00:00Z');
  for (let i = 0; i < wanted; i++) {
    // A database cursor yields in batches: let the event loop turn now and then, as it would.
    if (i % 1000 === 0) await new Promise((r) => setImmediate(r));
    yield { i, day };
  }
  bytesAtLastRow = bytes;
}

const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 50);
let firstByteMs: number | undefined;
const t0 = performance.now();
await pipeline(
  pdfStream({ fileName: 'Tutti i Candidati - HRWE', title: 'Tutti i Candidati', columns, rows: rows() }),
  new Writable({
    write(chunk, _enc, done) {
      firstByteMs ??= performance.now() - t0;
      bytes += chunk.length;
      done();
    },
  }),
);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
console.log(
  `PDF of ${wanted.toLocaleString('en')} rows: ${seconds.toFixed(1)} s, ${Math.round(wanted / seconds).toLocaleString('en')} rows/s, ` +
    `file ${(bytes / MB).toFixed(1)} MB, first byte after ${firstByteMs?.toFixed(0)} ms, ` +
    `${(bytesAtLastRow / MB).toFixed(1)} MB sent when the last row was read; ` +
    `rss +${((peakRss - before.rss) / MB).toFixed(0)} MB, heap +${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB`,
);
