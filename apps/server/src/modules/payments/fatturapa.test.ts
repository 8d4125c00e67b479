import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { adminUser, completedCheck, hrUser, secondTenantAdmin } from '../../../test/fixtures/payments';
import { as, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { issueBills } from './bills.issue';
import type { ISSUER_KEYS } from './fatturapa.service';

/**
 * The official FatturaPA schema as @digitalia/fatturapa ships it (Schema_1.2.1.xsd, namespace v1.2, versione FPR12),
 * validated with xmllint (Debian's libxml2-utils); its import of the W3C signature schema resolves, through an XML
 * catalog, to a local stand-in (no network in tests).
 */
const XSD = createRequire(import.meta.url).resolve('@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd');
const CATALOG = path.resolve(import.meta.dirname, '../../../test/fixtures/fatturapa/catalog.xml');
const run = promisify(execFile);

async function xmllint(file: string) {
  try {
    const r = await run('xmllint', ['--nonet', '--noout', '--schema', XSD, file], {
      env: { ...process.env, XML_CATALOG_FILES: CATALOG },
    });
    return { ok: true, out: `${r.stdout}${r.stderr}`.trim() };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}`.trim() };
  }
}

const OUT = mkdtempSync(path.join(os.tmpdir(), 'hrwe-fatturapa-'));

let t: TestApp;
let asAdmin: ReturnType<typeof as>;
let billId: string;
let hrCookie: string;
let other: Awaited<ReturnType<typeof secondTenantAdmin>>;
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

const ISSUER: Record<(typeof ISSUER_KEYS)[number], string> = {
  INVOICE_COMPANY: 'HR.We S.r.l.',
  INVOICE_VAT_NUMBER: '01234567890',
  INVOICE_FISCAL_CODE: '01234567890',
  INVOICE_TAX_REGIME: 'RF01',
  INVOICE_ADDRESS: 'Via Roma',
  INVOICE_CIVIC: '1',
  INVOICE_CAP: '56127',
  INVOICE_CITY: 'Pisa',
  INVOICE_PROVINCE: 'PI',
  INVOICE_COUNTRY: 'IT',
};

beforeAll(async () => {
  t = await createTestApp();
  await adminUser(t, 'admin@hrwe.it');
  asAdmin = as(t, await signIn(t, 'admin@hrwe.it'));
  const hr = await hrUser(t, 'verdi@example.it', 1250);
  // The CAP in its own column, as the registration's company form stores it (issue 28).
  await q(`update users set company_detail = $2, company_cap = '50123' where id = $1`, [
    hr.id,
    {
      businessName: 'Verdi Paghe & Figli S.r.l.',
      vatNumber: '09876543210',
      companyPec: 'verdi@pec.example.it',
      companyResidenceVia: 'Corso Italia',
      companyResidenceNCivic: '10',
      companyResidenceCity: 'Firenze',
      companyResidenceProvince: 'FI',
      companyResidenceCountry: 'Italia',
    },
  ]);
  hrCookie = await signIn(t, 'verdi@example.it');
  // two checks of June and one late of May: three lines, 37,50 € taxable, 8,25 € VAT
  await completedCheck(t, hr, new Date('2025-05-30T10:00:00Z'));
  await completedCheck(t, hr, new Date('2025-06-03T10:00:00Z'));
  await completedCheck(t, hr, new Date('2025-06-28T10:00:00Z'));
  await issueBills(t.deps, { month: '2025-06', now: new Date('2025-07-01T08:00:00Z') });
  billId = (await q(`select id from bills where user_id = $1`, [hr.id]))[0].id;
});
afterAll(() => t.close());

let hrId: string | undefined;
const url = () => `/api/payment/bill/${billId}/fatturapa`;

describe('the FatturaPA file of a bill', () => {
  it("names what is missing of the issuer's configuration (409), and changes nothing", async () => {
    const res = await asAdmin({ method: 'GET', url: url() });
    expect([res.statusCode, res.json().key]).toEqual([409, 'INVOICE_DATA_MISSING']);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['INVOICE_ADDRESS', 'INVOICE_CAP', 'INVOICE_CITY', 'INVOICE_COMPANY', 'INVOICE_VAT_NUMBER'].sort(),
    );
  });

  it('validates against the official schema, with the bill’s number, dates and amounts', async () => {
    for (const [key, value] of Object.entries(ISSUER))
      await q(`insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', $2, $3)`, [
        t.platform.id,
        key,
        value,
      ]);
    const res = await asAdmin({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
    expect(name).toMatch(/^IT01234567890_[0-9A-Z]{5}\.xml$/);
    const file = path.join(OUT, name);
    writeFileSync(file, res.rawPayload);
    const lint = await xmllint(file);
    // The run prints where the file is and what xmllint said (the notes quote it).
    console.info(`FatturaPA: ${file}\nxmllint: ${lint.out}`);
    expect(lint).toEqual({ ok: true, out: `${file} validates` });

    const bill = (await q('select * from bills where id = $1', [billId]))[0];
    // biome-ignore lint/suspicious/noExplicitAny: the parsed document's shape is the schema's, checked by xmllint
    const xml = create(res.body).end({ format: 'object' }) as Record<string, any>;
    const root = xml['p:FatturaElettronica'];
    const body = root.FatturaElettronicaBody;
    const general = body.DatiGenerali.DatiGeneraliDocumento;
    expect(general).toMatchObject({
      TipoDocumento: 'TD01',
      Divisa: 'EUR',
      Numero: `${bill.invoice_number}/${bill.invoice_year}`,
      Data: '2025-07-01',
      ImportoTotaleDocumento: '45.75',
    });
    expect(bill.total_due_cents).toBe(4575);
    expect(body.DatiBeniServizi.DatiRiepilogo).toMatchObject({
      AliquotaIVA: '22.00',
      ImponibileImporto: '37.50',
      Imposta: '8.25',
    });
    const lines = body.DatiBeniServizi.DettaglioLinee;
    expect(lines.map((l: { PrezzoTotale: string }) => l.PrezzoTotale)).toEqual(['12.50', '12.50', '12.50']);
    expect(lines[0].Descrizione).toContain('Maggio-2025');
    expect(body.DatiPagamento.DettaglioPagamento).toMatchObject({
      DataScadenzaPagamento: bill.expiry_date,
      ImportoPagamento: '45.75',
    });
    const header = root.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione).toMatchObject({
      CodiceDestinatario: '0000000',
      PECDestinatario: 'verdi@pec.example.it',
      FormatoTrasmissione: 'FPR12',
    });
    expect(header.CedentePrestatore.DatiAnagrafici.RegimeFiscale).toBe('RF01');
    expect(res.body).toContain('<Denominazione>Verdi Paghe &amp; Figli S.r.l.</Denominazione>');
    expect(header.CessionarioCommittente.Sede).toMatchObject({ CAP: '50123', Nazione: 'IT' });
  });

  it('the same check refuses a file the schema does not allow (the validator really validates)', async () => {
    const res = await asAdmin({ method: 'GET', url: url() });
    const broken = path.join(OUT, 'broken.xml');
    writeFileSync(broken, res.body.replace(/<CAP>50123<\/CAP>/, '<CAP>501</CAP>'));
    const lint = await xmllint(broken);
    expect(lint.ok).toBe(false);
    expect(lint.out).toContain("Element 'CAP'");
  });

  it('is for administrators only (403 to the HR user) and of their own tenant (404 elsewhere)', async () => {
    expect((await as(t, hrCookie)({ method: 'GET', url: url() })).statusCode).toBe(403);
    other = await secondTenantAdmin(t);
    expect(
      (await as(t, other.cookie)({ method: 'GET', url: url(), headers: { host: other.host } })).statusCode,
    ).toBe(404);
  });
});

describe('the credit note of a bill (TD04)', () => {
  const issue = (reason: unknown, cookie?: string) =>
    (cookie ? as(t, cookie) : asAdmin)({
      method: 'POST',
      url: `/api/payment/bill/${billId}/credit-note`,
      payload: { reason },
    });

  it('refuses a missing reason and the HR user, and changes nothing', async () => {
    const empty = await issue('  ');
    expect([empty.statusCode, empty.json().fields?.reason]).toEqual([400, 'CREDIT_NOTE_REASON_REQUIRED']);
    expect((await issue('Rimborso', hrCookie)).statusCode).toBe(403);
    expect(
      (await asAdmin({ method: 'GET', url: `${url().replace('/fatturapa', '')}/credit-note/fatturapa` }))
        .statusCode,
    ).toBe(404);
    expect(await q('select 1 from credit_notes')).toHaveLength(0);
  });

  it('gets the next number of the invoice sequence, is shown on the bill, and validates as TD04', async () => {
    const bill = (await q('select * from bills where id = $1', [billId]))[0];
    const res = await issue('Rimborso: verifica annullata dal cliente');
    expect(res.statusCode).toBe(201);
    const note = res.json().creditNote;
    // Its own number, the next of the issuer's sequence of its year (today's), shared with the bills.
    const year = Number(note.issueDate.slice(0, 4));
    const [counter] = await q('select last_number from invoice_counters where tenant_id = $1 and year = $2', [
      t.platform.id,
      year,
    ]);
    const billsOfYear = await q('select 1 from bills where invoice_year = $1', [year]);
    expect(counter.last_number).toBe(billsOfYear.length + 1);
    expect(note).toMatchObject({
      number: `${counter.last_number}/${year}`,
      reason: 'Rimborso: verifica annullata dal cliente',
      totalDueCents: 4575,
    });
    const detail = (await asAdmin({ method: 'GET', url: `/api/payment/bill/get/detail/${billId}` })).json();
    expect(detail.creditNote).toEqual(note);
    // a second one, even at once, is refused: one credit note per bill
    const [a, b] = await Promise.all([issue('Di nuovo'), issue('Ancora')]);
    expect([a.statusCode, b.statusCode]).toEqual([409, 409]);
    expect(a.json().key).toBe('BILL_ALREADY_CREDITED');
    expect(await q('select 1 from credit_notes')).toHaveLength(1);
    // an issued credit note keeps its number (the bills' trigger)
    await expect(q('update credit_notes set invoice_number = 99')).rejects.toThrow(/credit note/);

    const file = await asAdmin({ method: 'GET', url: `/api/payment/bill/${billId}/credit-note/fatturapa` });
    expect(file.statusCode).toBe(200);
    const name = /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))![1]!;
    const out = path.join(OUT, name);
    writeFileSync(out, file.rawPayload);
    const lint = await xmllint(out);
    console.info(`FatturaPA credit note: ${out}\nxmllint: ${lint.out}`);
    expect(lint).toEqual({ ok: true, out: `${out} validates` });
    // biome-ignore lint/suspicious/noExplicitAny: the parsed document's shape is the schema's, checked by xmllint
    const xml = create(file.body).end({ format: 'object' }) as Record<string, any>;
    const body = xml['p:FatturaElettronica'].FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD04',
      Numero: note.number,
      Data: note.issueDate,
      ImportoTotaleDocumento: '45.75',
      Causale: 'Rimborso: verifica annullata dal cliente',
    });
    expect(body.DatiGenerali.DatiFattureCollegate).toEqual({
      IdDocumento: `${bill.invoice_number}/${bill.invoice_year}`,
      Data: bill.issue_date,
    });
    expect(body.DatiBeniServizi.DatiRiepilogo).toMatchObject({ ImponibileImporto: '37.50', Imposta: '8.25' });
    expect(body.DatiPagamento).toBeUndefined();
  });

  it('another tenant’s administrator cannot issue one (404)', async () => {
    const res = await as(
      t,
      other.cookie,
    )({
      method: 'POST',
      url: `/api/payment/bill/${billId}/credit-note`,
      payload: { reason: 'Altro' },
      headers: { host: other.host },
    });
    expect(res.statusCode).toBe(404);
  });

  it('sends the invoice to the recipient code the client registered, in upper case', async () => {
    hrId ??= (await q(`select id from users where email = 'verdi@example.it'`))[0].id;
    await q(`update users set recipient_code = 'm5uxcr1' where id = $1`, [hrId]);
    const res = await asAdmin({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
    expect(res.body).toContain('<CAP>50123</CAP>');
  });
});
