import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text';
import type { ExportColumn } from './columns';
import { filterWords } from './filters';
import { pdfStream } from './pdf';
import { xlsxStream } from './xlsx';

type Row = {
  month: string;
  day: string;
  at: Date;
  reports: number;
  cents: number;
  income: number;
  fiscalCode: string;
  email: string;
  paid: boolean;
};
const columns: ExportColumn<Row>[] = [
  { header: 'Mese', value: (r) => r.month, kind: 'month' },
  { header: 'Scadenza', value: (r) => r.day, kind: 'date' },
  { header: 'Data creazione', value: (r) => r.at, kind: 'dateTime' },
  { header: 'Report', value: (r) => r.reports, kind: 'integer' },
  { header: 'Totale', value: (r) => r.cents, kind: 'eur' },
  { header: 'Stima reddito', value: (r) => r.income, kind: 'income' },
  // Narrow columns on purpose: a fiscal code and an e-mail must shrink, never be cut.
  { header: 'Codice fiscale', value: (r) => r.fiscalCode, width: 14 },
  { header: 'E-mail', value: (r) => r.email, width: 26 },
  { header: 'Pagato', value: (r) => r.paid, width: 8 },
];
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    month: '2026-03',
    day: '2026-04-15',
    // 23:30 UTC on 31 March is 1 April 01:30 in Rome (summer time).
    at: new Date('2026-03-31T23:30:00Z'),
    reports: 1234 + i,
    cents: 123456,
    income: 1234.5,
    fiscalCode: 'RSSMRA85T10A562S',
    email: `molto.lungo.indirizzo.${i}@azienda-esempio.it`,
    paid: i % 2 === 0,
  }));

const collect = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('typed export cells', () => {
  it('writes counts, money and dates as numbers and dates with Italian formats', async () => {
    const file = await collect(xlsxStream({ fileName: 'Fatture - HRWE', columns, rows: rows(2) }));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const row = wb.worksheets[0]!.getRow(2);
    const cell = (i: number) => row.getCell(i);
    expect(cell(1).value).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(cell(1).numFmt).toBe('[$-410]mmmm yyyy');
    expect(cell(2).value).toEqual(new Date('2026-04-15T00:00:00Z'));
    expect(cell(2).numFmt).toBe('dd/mm/yyyy');
    expect(cell(3).value).toEqual(new Date('2026-04-01T01:30:00Z'));
    expect(cell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(cell(4).value).toBe(1234);
    expect(cell(4).numFmt).toBe('#,##0');
    expect(cell(5).value).toBe(1234.56);
    expect(cell(5).numFmt).toBe('#,##0.00 "€"');
    expect(cell(6).value).toBe(1234.5);
    expect(cell(6).numFmt).toBe('#,##0.000 "€"');
    expect(cell(7).value).toBe('RSSMRA85T10A562S');
    expect(cell(9).value).toBe('Sì');
    // The header stays text.
    expect(wb.worksheets[0]!.getRow(1).getCell(5).value).toBe('Totale');
  });

  it('prints the filters, the export date and page numbers, and never cuts a word', async () => {
    const filters = filterWords(
      { status: 'OPEN', createdFrom: '2026-03-01', month: '2026-03', page: 2, client: '' },
      { status: ['Stato', () => 'Aperto'], createdFrom: 'Creati dal', month: 'Mese', client: 'Cliente' },
    );
    expect(filters).toEqual(['Stato: Aperto', 'Creati dal: 01/03/2026', 'Mese: Marzo-2026']);
    const file = await collect(
      pdfStream({
        fileName: 'Fatture - HRWE',
        title: 'Fatture',
        filters,
        exportedAt: new Date('2026-03-31T23:30:00Z'),
        columns,
        rows: rows(80),
      }),
    );
    const pages = await pdfPages(file);
    expect(pages.length).toBeGreaterThan(1);
    const first = pages[0]!.join('\n');
    expect(first).toContain('Filtri: Stato: Aperto · Creati dal: 01/03/2026 · Mese: Marzo-2026');
    expect(first).toContain('Esportato il 01/04/2026 01:30');
    expect(pages.map((p) => p.find((s) => s.startsWith('Pagina')))).toEqual(
      pages.map((_, i) => `Pagina ${i + 1} di ${pages.length}`),
    );
    const all = pages.flat();
    // Every fiscal code and e-mail is one piece of text, never split over two lines.
    expect(all.filter((s) => s === 'RSSMRA85T10A562S')).toHaveLength(80);
    for (let i = 0; i < 80; i++) expect(all).toContain(`molto.lungo.indirizzo.${i}@azienda-esempio.it`);
    expect(all).toContain('1.234,56 €');
    expect(all).toContain('1.234,500 €');
    expect(all).toContain('1.234');
    expect(all).toContain('Marzo-2026');
    expect(all).toContain('01/04/2026 01:30');
    expect(all).toContain('Sì');
  });

  it('says when no filter is in force', async () => {
    const file = await collect(pdfStream({ fileName: 'Utenti', columns, rows: rows(1) }));
    expect((await pdfPages(file))[0]!.join('\n')).toContain('Filtri: nessuno');
  });
});
