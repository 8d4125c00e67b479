import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns';
import { xlsxStream } from './xlsx';

type Row = { i: number };
const columns: ExportColumn<Row>[] = [
  { header: 'Riga', value: (r) => `riga-${r.i}` },
  { header: 'E-mail', value: (r) => `indirizzo.${r.i}@azienda-esempio.it` },
  { header: 'Importo', value: (r) => r.i * 100 + 56, kind: 'eur' },
];

/** Waits until no row has been pulled for a while (bounded), and answers how many were. */
async function settled(pulled: () => number) {
  let last = -1;
  let still = 0;
  const deadline = Date.now() + 20_000;
  while (still < 5 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 40));
    still = pulled() === last ? still + 1 : 0;
    last = pulled();
  }
  return pulled();
}

describe('xlsx export streaming', () => {
  it('reads no further rows while the reader is behind, and stops reading them when it goes away', async () => {
    const total = 200_000;
    let pulled = 0;
    let released = false;
    async function* rows() {
      try {
        for (let i = 0; i < total; i++) {
          pulled++;
          yield { i };
        }
      } finally {
        released = true;
      }
    }
    const out: Readable = xlsxStream({ fileName: 'Righe', columns, rows: rows() });
    // Nobody reads: the rows stop once the zip's output is waiting, far from the 200,000.
    const stalled = await settled(() => pulled);
    expect(stalled).toBeGreaterThan(100);
    expect(stalled).toBeLessThan(total / 4);
    expect(released).toBe(false);

    // Reading lets it go on.
    let read = 0;
    const deadline = Date.now() + 60_000;
    while (pulled <= stalled && Date.now() < deadline) {
      for (let c = out.read(); c; c = out.read()) read += (c as Buffer).length;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(pulled).toBeGreaterThan(stalled);
    expect(read).toBeGreaterThan(0);

    // The download is abandoned: the rows' source is closed, nothing more is read.
    out.destroy();
    const until = Date.now() + 30_000;
    while (!released && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(released).toBe(true);
    expect(pulled).toBeLessThan(total);
  }, 120_000);
});
