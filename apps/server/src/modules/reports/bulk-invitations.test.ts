import { BULK_FILE_LIMITS } from '@hrwe/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_INVITED_ROWS,
  BULK_EXPECTED,
  BULK_ROWS,
  bulkCsv,
  invitedAddress,
} from '../../../test/bulk-csv';
import {
  addressesCsv,
  bombXlsx,
  longCellCsv,
  longCellXlsx,
  openQuoteCsv,
  rowsXlsx,
  wideCsv,
  xfdXlsx,
} from '../../../test/fixtures/hostile-files';
import { inDays, makeReport, secondTenantHr } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
let hr: ReturnType<typeof as>;
let colleague: ReturnType<typeof as>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'bulk.hr@example.it', companyName: 'Alfa Spa' });
  await createUser(t, { email: 'bulk.colleague@example.it', companyName: 'Beta Spa' });
  hr = as(t, await signIn(t, 'bulk.hr@example.it'));
  colleague = as(t, await signIn(t, 'bulk.colleague@example.it'));
});
afterAll(() => t.close());

function upload(filename: string, content: Buffer) {
  const boundary = '----hrwebulk';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const preview = (call: ReturnType<typeof as>, body: ReturnType<typeof upload> | { payload: unknown }) =>
  call({ method: 'POST', url: '/api/report/bulk/preview', ...body } as never);

describe('bulk invitation preview', () => {
  it('reads a 5,000-row CSV with mixed errors and counts each kind of row', async () => {
    await makeReport(t, hr, { emailAddresses: ALREADY_INVITED_ROWS.map((i) => invitedAddress('srv', i)) });
    const started = performance.now();
    const res = await preview(hr, upload('candidati.csv', Buffer.from(bulkCsv('srv'))));
    console.log(`bulk preview of ${BULK_ROWS} CSV rows: ${Math.round(performance.now() - started)} ms`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual(BULK_EXPECTED);
    expect(body.rows).toHaveLength(BULK_ROWS);
    expect(body.rows[0]).toMatchObject({ row: 1, state: 'invalid', reason: 'EMAIL_NOT_VALID' });
    expect(body.rows[25]).toMatchObject({ row: 26, state: 'duplicate', reason: 'EMAIL_DUPLICATE' });
    expect(body.rows[50]).toMatchObject({ row: 51, email: '', state: 'invalid', reason: 'EMAIL_REQUIRED' });
    expect(body.rows[3]).toMatchObject({ state: 'alreadyInvited', requestNumber: expect.any(String) });
    // A colleague has invited none of them: for them those rows are valid.
    const theirs = await preview(colleague, upload('candidati.csv', Buffer.from(bulkCsv('srv'))));
    expect(theirs.json().counts).toEqual({
      ...BULK_EXPECTED,
      valid: BULK_EXPECTED.valid + 10,
      alreadyInvited: 0,
    });

    // The valid rows become one request; its invitations are queued and their progress is read on the request.
    const valid = (body.rows as { email: string; state: string }[]).filter((r) => r.state === 'valid');
    const init = await hr({ method: 'GET', url: '/api/report/init' });
    const t0 = performance.now();
    const created = await hr({
      method: 'POST',
      url: '/api/report/create',
      payload: {
        requestNumber: init.json().requestNumber,
        referencePerson: 'Assunzioni estive',
        role: 'Magazziniere',
        purpose: 'MANAGEMENT',
        validEndDate: inDays(20),
        emailAddresses: valid.map((r) => r.email),
      },
    });
    console.log(`create with ${valid.length} candidates: ${Math.round(performance.now() - t0)} ms`);
    expect(created.statusCode).toBe(201);
    const rn = created.json().requestNumber as string;
    const progress = () =>
      hr({ method: 'GET', url: `/api/report/detail/${rn}/invitations` }).then((r) => r.json());
    expect(await progress()).toEqual({ total: 4840, queued: 4840, sent: 0, failed: 0 });
    await t.deps.jobs.drain(2);
    const after = await progress();
    expect(after.sent).toBeGreaterThan(0);
    expect(after.sent + after.queued).toBe(4840);
    expect((await colleague({ method: 'GET', url: `/api/report/detail/${rn}/invitations` })).statusCode).toBe(
      404,
    );
    const other = await secondTenantHr(t, 'bulk.other@altro.it');
    expect(
      (await other.call({ method: 'GET', url: `/api/report/detail/${rn}/invitations` })).statusCode,
    ).toBe(404);
  }, 120_000);

  it('reads the e-mail column of an xlsx file, mailto links included', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Candidati');
    sheet.addRow(['Nome', 'E-mail']);
    sheet.addRow(['Anna', 'anna.xlsx@example.it']);
    sheet.addRow(['Bruno', { text: 'bruno.xlsx@example.it', hyperlink: 'mailto:bruno.xlsx@example.it' }]);
    sheet.addRow(['Carla', 'carla at example.it']);
    const res = await preview(hr, upload('candidati.xlsx', Buffer.from(await book.xlsx.writeBuffer())));
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { row: 1, email: 'anna.xlsx@example.it', state: 'valid' },
      { row: 2, email: 'bruno.xlsx@example.it', state: 'valid' },
      { row: 3, email: 'carla at example.it', state: 'invalid', reason: 'EMAIL_NOT_VALID' },
    ]);
  });

  it('checks pasted text and a fixed list', async () => {
    const pasted = await preview(hr, {
      payload: { text: 'a.paste@example.it\nb.paste@example.it; a.paste@example.it' },
    });
    expect(pasted.json().counts).toEqual({ valid: 2, invalid: 0, duplicate: 1, alreadyInvited: 0 });
    const fixed = await preview(hr, { payload: { emails: ['a.paste@example.it', 'b.paste@example.it'] } });
    expect(fixed.json().counts).toEqual({ valid: 2, invalid: 0, duplicate: 0, alreadyInvited: 0 });
  });

  it('refuses what it cannot read, with a clear key', async () => {
    const cases = [
      [upload('candidati.pdf', Buffer.from('%PDF-1.4')), 'FILE_WRONG_TYPE'],
      [upload('candidati.xlsx', Buffer.from('not a workbook')), 'FILE_WRONG_TYPE'],
      [upload('candidati.csv', Buffer.from('')), 'FILE_WRONG_TYPE'],
      [upload('candidati.csv', Buffer.from('Nome;Email\r\n')), 'BULK_FILE_NO_EMAILS'],
      [{ payload: { text: ' \n ' } }, 'BULK_FILE_NO_EMAILS'],
      [{ payload: { emails: Array.from({ length: 5001 }, (_, i) => `u${i}@x.it`) } }, 'VALIDATION_FAILED'],
    ] as const;
    for (const [body, key] of cases) {
      const res = await preview(hr, body);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().key).toBe(key);
    }
  });

  it("refuses a file past a limit with that limit's key, and still reads the next file (issue 32)", async () => {
    const { rows, columns, cellChars } = BULK_FILE_LIMITS;
    const cases = [
      // The probe's files: each grew the server to gigabytes or answered 500.
      ['xfd.xlsx', xfdXlsx(), 'BULK_FILE_TOO_MANY_COLUMNS'],
      ['bomb.xlsx', bombXlsx(4), 'BULK_FILE_UNCOMPRESSED_TOO_LARGE'],
      ['righe.xlsx', rowsXlsx(300_000), 'BULK_FILE_TOO_MANY_ROWS'],
      ['indirizzi.csv', addressesCsv(200_000), 'BULK_FILE_TOO_MANY_ROWS'],
      // Each limit at its edge.
      ['troppo.csv', Buffer.alloc(BULK_FILE_LIMITS.bytes + 1, 'a@b.it\n'), 'BULK_FILE_TOO_LARGE'],
      ['compresso.xlsx', bombXlsx(0.02), 'BULK_FILE_COMPRESSION_TOO_HIGH'],
      ['righe.xlsx', rowsXlsx(rows + 1), 'BULK_FILE_TOO_MANY_ROWS'],
      ['righe.csv', addressesCsv(rows), 'BULK_FILE_TOO_MANY_ROWS'], // a header and `rows` addresses
      ['largo.csv', wideCsv(columns + 1), 'BULK_FILE_TOO_MANY_COLUMNS'],
      ['cella.csv', longCellCsv(cellChars + 1), 'BULK_FILE_CELL_TOO_LONG'],
      ['cella.xlsx', longCellXlsx(cellChars + 1), 'BULK_FILE_CELL_TOO_LONG'],
      ['virgolette.csv', openQuoteCsv(4_000_000), 'BULK_FILE_CELL_TOO_LONG'],
      // A bomb that declares a small size is cut where its size stops matching.
      ['bugiardo.xlsx', bombXlsx(1, { declared: false }), 'BULK_FILE_NOT_READABLE'],
    ] as const;
    for (const [name, content, key] of cases) {
      const res = await preview(hr, upload(name, content));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toEqual({ statusCode: 400, key, fields: { file: key } });
    }
    // Just within every limit: read.
    const within = await preview(hr, upload('righe.xlsx', rowsXlsx(rows - 1)));
    expect(within.statusCode).toBe(200);
    expect(within.json().rows).toHaveLength(rows - 1);
    const csv = await preview(hr, upload('righe.csv', addressesCsv(rows - 1)));
    expect(csv.json().rows).toHaveLength(rows - 1);
  }, 120_000);

  it('is for approved HR users only', async () => {
    await createUser(t, { email: 'bulk.admin@example.it', role: 'ROLE_ADMIN' });
    const admin = as(t, await signIn(t, 'bulk.admin@example.it'));
    expect((await preview(admin, { payload: { text: 'a@b.it' } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/report/bulk/preview', payload: { text: 'a@b.it' } }))
        .statusCode,
    ).toBe(401);
  });
});
