import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countedRows, settled } from '../../../test/counted-rows';
import type { ExportColumn } from './columns';
import { xlsxStream } from './xlsx';

type Row = { i: number };
const columns: ExportColumn<Row>[] = [
  { header: 'Riga', value: (r) => `riga-${r.i}` },
  { header: 'E-mail', value: (r) => `indirizzo.${r.i}@azienda-esempio.it` },
  { header: 'Importo', value: (r) => r.i * 100 + 56, kind: 'eur' },
];

describe('xlsx export streaming', () => {
  it('reads no further rows while the reader is behind, and stops reading them when it goes away', async () => {
    const total = 200_000;
    const { rows, state } = countedRows(total);
    const out: Readable = xlsxStream({ fileName: 'Righe', columns, rows });
    // Nobody reads: the rows stop once the zip's output is waiting, far from the 200,000.
    const stalled = await settled(() => state.pulled);
    expect(stalled).toBeGreaterThan(100);
    expect(stalled).toBeLessThan(total / 4);
    expect(state.released).toBe(false);

    // Reading lets it go on.
    let read = 0;
    const deadline = Date.now() + 60_000;
    while (state.pulled <= stalled && Date.now() < deadline) {
      for (let c = out.read(); c; c = out.read()) read += (c as Buffer).length;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(state.pulled).toBeGreaterThan(stalled);
    expect(read).toBeGreaterThan(0);

    // The download is abandoned: the rows' source is closed, nothing more is read.
    out.destroy();
    const until = Date.now() + 30_000;
    while (!state.released && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(state.released).toBe(true);
    expect(state.pulled).toBeLessThan(total);
  }, 120_000);
});
