import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countedRows, settled } from '../../../test/counted-rows';
import { pdfPages } from '../../../test/pdf-text';
import type { ExportColumn } from './columns';
import { pdfStream } from './pdf';

type Row = { i: number };
const columns: ExportColumn<Row>[] = [
  { header: 'Riga', value: (r) => `riga-${r.i}` },
  { header: 'E-mail', value: (r) => `molto.lungo.indirizzo.${r.i}@azienda-esempio.it`, width: 40 },
  { header: 'Importo', value: (r) => r.i * 100 + 56, kind: 'eur' },
  { header: 'Nota', value: (r) => (r.i % 5 ? 'breve' : 'una nota più lunga che va a capo tra le parole') },
];

/** Resolves when `check` holds, polling; rejects with `message` after `ms`. */
async function until(check: () => boolean, message: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('PDF export streaming', () => {
  it('sends finished pages while it still reads rows, and each page says "Pagina i di M"', async () => {
    const total = 5000;
    let received = 0;
    let receivedMidway = 0;
    async function* rows() {
      for (let i = 0; i < total; i++) {
        // Half-way, the pages drawn so far must already have reached the reader: with every page kept until
        // the end, only the 15-byte header would have, and this wait would fail the export.
        if (i === total / 2) {
          await until(() => received > 100_000, `only ${received} bytes sent after ${i} rows`);
          receivedMidway = received;
        }
        yield { i };
      }
    }
    const chunks: Buffer[] = [];
    for await (const c of pdfStream({ fileName: 'Righe', title: 'Righe', columns, rows: rows() })) {
      chunks.push(c as Buffer);
      received += (c as Buffer).length;
    }
    const file = Buffer.concat(chunks);
    expect(receivedMidway).toBeGreaterThan(100_000);
    expect(receivedMidway).toBeLessThan(file.length * 0.75);

    const pages = await pdfPages(file);
    expect(pages.length).toBeGreaterThan(100);
    // One text piece per foot, with the final count on every page, the first ones included.
    expect(pages.map((p) => p.filter((s) => s.startsWith('Pagina')))).toEqual(
      pages.map((_, i) => [`Pagina ${i + 1} di ${pages.length}`]),
    );
    // The header row on every page, and every row once, in order.
    for (const p of pages) expect(p.slice(0, 8)).toContain('E-mail');
    const cells = pages.flat().filter((s) => s.startsWith('riga-'));
    expect(cells).toEqual(Array.from({ length: total }, (_, i) => `riga-${i}`));
  });

  it('reads no further rows while the reader is behind, and stops reading them when it goes away', async () => {
    const total = 50_000;
    const { rows, state } = countedRows(total);
    const out: Readable = pdfStream({ fileName: 'Righe', columns, rows });
    // Nobody reads: drawing stops after a few hundred kilobytes of pages, far from the 50,000 rows.
    const stalled = await settled(() => state.pulled);
    expect(stalled).toBeGreaterThan(100);
    expect(stalled).toBeLessThan(5000);
    expect(state.released).toBe(false);

    // Reading a little lets it go on, and stall again.
    let read = 0;
    await until(
      () => {
        for (let c = out.read(); c; c = out.read()) read += (c as Buffer).length;
        return read > 600_000;
        // Bounded, not timed: on a loaded machine drawing 600 kB of pages can take longer than the default 5 s.
      },
      'the export did not go on once read',
      60_000,
    );
    expect(await settled(() => state.pulled)).toBeGreaterThan(stalled);
    expect(state.pulled).toBeLessThan(total / 2);

    // The download is abandoned: the rows' source is closed (a list's cursor given back), nothing more is read.
    out.destroy();
    await until(() => state.released, 'the rows were not released', 30_000);
    const atClose = state.pulled;
    await new Promise((r) => setTimeout(r, 100));
    expect(state.pulled).toBe(atClose);
    expect(state.pulled).toBeLessThan(total / 2);
  }, 120_000);
});
