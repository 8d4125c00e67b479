import { ListQuerySchema } from '@hrwe/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';
import { allRows, countAll, pageOf, sortOf } from '../listing';
import type { ExportColumn } from './columns';
import { pdfStream } from './pdf';
import { xlsxStream } from './xlsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 25; i++) {
    await createUser(t, { email: `u${String(i).padStart(2, '0')}@example.it`, lastName: `Cognome ${i}` });
  }
});
afterAll(() => t.close());

type Row = typeof users.$inferSelect & { cursor: string };
const listUsers = (raw: Record<string, string>) => {
  const q = ListQuerySchema.parse(raw);
  const where = eq(users.role, 'ROLE_USER');
  const sort = sortOf(q, {
    sortable: { email: users.email, createdAt: users.createdAt },
    default: { field: 'createdAt', dir: 'desc' },
    tiebreakers: [[users.id, 'desc']],
  });
  const from = () => t.deps.db.select({ ...getTableColumns(users), cursor: sort.cursor }).from(users);
  const all = () =>
    from()
      .where(where)
      .orderBy(...sort.orderBy);
  const rows = (limit: number, offset: number) => all().limit(limit).offset(offset);
  const count = async () => (await t.deps.db.select({ n: countAll }).from(users).where(where))[0]!.n;
  return { q, all, rows, count };
};
const columns: ExportColumn<Row>[] = [
  { header: 'Email', value: (r) => r.email },
  { header: 'Cognome', value: (r) => r.lastName },
  { header: 'Data', value: (r) => r.createdAt },
];

const collect = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('listing protocol', () => {
  it('pages, sorts and counts on the server', async () => {
    const { q, rows, count } = listUsers({ page: '2', pageSize: '10', sort: 'email:asc' });
    const page = await pageOf(q, 10, rows, count);
    expect(page.count).toBe(25);
    expect(page.page).toBe(2);
    expect(page.pageSize).toBe(10);
    expect(page.data.map((r) => r.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `u${i + 11}@example.it`),
    );
  });

  it('uses the default page size and refuses an unknown sort field', async () => {
    const { q, rows, count } = listUsers({});
    expect((await pageOf(q, 10, rows, count)).data).toHaveLength(10);
    expect(() => listUsers({ sort: 'passwordHash:asc' })).toThrowError('SORT_NOT_VALID');
    expect(ListQuerySchema.safeParse({ sort: 'email;drop' }).success).toBe(false);
  });

  it('streams the rows of the list in its order, decoded as a page of it is, across batches', async () => {
    const { all, rows } = listUsers({ sort: 'createdAt:desc' });
    const streamed: Row[] = [];
    for await (const row of allRows(t.deps.db, all(), 4)) streamed.push(row);
    expect(streamed).toHaveLength(25);
    expect(streamed).toEqual(await rows(100, 0));
    expect(streamed[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('gives its connection back to the pool when the reader stops early', async () => {
    const pool = t.deps.db.$client;
    const checkedOut = () => pool.totalCount - pool.idleCount;
    const before = checkedOut();
    for await (const row of allRows(t.deps.db, listUsers({}).all(), 3)) {
      expect(checkedOut()).toBe(before + 1); // the cursor's own connection, while it reads
      if (row) break;
    }
    expect(checkedOut()).toBe(before);
    // The connection is usable again: a query through the pool answers.
    expect((await listUsers({}).rows(1, 0)).length).toBe(1);
  });

  it('exports every matching row to xlsx, readable back', async () => {
    const { all } = listUsers({ sort: 'email:asc' });
    const file = await collect(
      xlsxStream({
        fileName: 'HR Utenti HRWE',
        sheetName: 'Utenti',
        columns,
        rows: allRows(t.deps.db, all(), 7),
      }),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Utenti')!;
    expect(ws.rowCount).toBe(26);
    expect(ws.getRow(1).values).toEqual([undefined, 'Email', 'Cognome', 'Data']);
    expect(ws.getRow(2).getCell(1).value).toBe('u01@example.it');
    // A date is a typed date cell shown dd/mm/yyyy, which a spreadsheet sorts as a date.
    expect(ws.getRow(26).getCell(3).value).toBeInstanceOf(Date);
    expect(ws.getRow(26).getCell(3).numFmt).toBe('dd/mm/yyyy');
  });

  it('exports the same rows to a PDF whose text can be read', async () => {
    const { all } = listUsers({ sort: 'email:asc' });
    const file = await collect(
      pdfStream({ fileName: 'HR Utenti HRWE', columns, rows: allRows(t.deps.db, all()) }),
    );
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text).toContain('HR Utenti HRWE');
    expect(text).toContain('u01@example.it');
    expect(text).toContain('u25@example.it');
  });
});
