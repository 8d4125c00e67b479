import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ISSUER_REQUIRED_FIELDS } from '@hrwe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import {
  adminUser,
  completedCheck,
  hrUser,
  ISSUER,
  secondTenantAdmin,
} from '../../../test/fixtures/payments';
import { as, createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { issueBills } from './bills.issue';

/**
 * The official FatturaPA schemas every generated file is validated against, with xmllint (Debian's libxml2-utils):
 * version 1.2.1 as the npm package @digitalia/fatturapa ships it (Schema_1.2.1.xsd), and, when FATTURAPA_XSD names
 * it, the 1.2.2 file (Schema_del_file_xml_FatturaPA_v1.2.2.xsd, which no npm or Debian package ships:
 * docs/decisions/payments-issuer-data.md). Both are namespace v1.2, versione FPR12; their import of the W3C signature
 * schema resolves, through an XML catalog, to a local stand-in (no network in tests).
 */
const SCHEMAS = [
  createRequire(import.meta.url).resolve('@digitalia/fatturapa/src/schemas/Schema_1.2.1.xsd'),
  ...(process.env.FATTURAPA_XSD ? [path.resolve(process.env.FATTURAPA_XSD)] : []),
];
const CATALOG = path.resolve(import.meta.dirname, '../../../test/fixtures/fatturapa/catalog.xml');
const run = promisify(execFile);

async function xmllintWith(schema: string, file: string) {
  try {
    const r = await run('xmllint', ['--nonet', '--noout', '--schema', schema, file], {
      env: { ...process.env, XML_CATALOG_FILES: CATALOG },
    });
    return { ok: true, out: `${r.stdout}${r.stderr}`.trim() };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, out: `${err.stdout ?? ''}${err.stderr ?? ''}`.trim() };
  }
}

/** The file against every schema: ok when all accept it; the run prints each schema's verdict (the notes quote it). */
async function xmllint(file: string) {
  const results = await Promise.all(SCHEMAS.map((schema) => xmllintWith(schema, file)));
  for (const [i, r] of results.entries())
    console.info(`xmllint --schema ${path.basename(SCHEMAS[i]!)}: ${r.out}`);
  return { ok: results.every((r) => r.ok), out: [...new Set(results.map((r) => r.out))].join('\n') };
}

const OUT = mkdtempSync(path.join(os.tmpdir(), 'hrwe-fatturapa-'));

let t: TestApp;
let asAdmin: ReturnType<typeof as>;
let billId: string;
let hrCookie: string;
let other: Awaited<ReturnType<typeof secondTenantAdmin>>;
const q = async (sql: string, params: unknown[] = []) => (await t.deps.pool.query(sql, params)).rows;

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
  other = await secondTenantAdmin(t);
});
afterAll(() => t.close());

let hrId: string | undefined;
const url = () => `/api/payment/bill/${billId}/fatturapa`;

describe('the FatturaPA file of a bill', () => {
  it("names the issuer's required fields while no issuer is saved (409), and changes nothing", async () => {
    const res = await asAdmin({ method: 'GET', url: url() });
    expect([res.statusCode, res.json().key]).toEqual([409, 'INVOICE_DATA_MISSING']);
    expect(Object.keys(res.json().fields).sort()).toEqual([...ISSUER_REQUIRED_FIELDS].sort());
  });

  it('validates against the official schema, with the bill’s number, dates and amounts and the saved issuer', async () => {
    expect((await asAdmin({ method: 'PUT', url: '/api/payment/issuer', payload: ISSUER })).statusCode).toBe(
      200,
    );
    const res = await asAdmin({ method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
    expect(name).toMatch(/^IT01234567897_[0-9A-Z]{5}\.xml$/);
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
    // The issuer is what the administrator saved, normalized by the form's schema.
    expect(header.CedentePrestatore).toEqual({
      DatiAnagrafici: {
        IdFiscaleIVA: { IdPaese: 'IT', IdCodice: '01234567897' },
        CodiceFiscale: '01234567897',
        Anagrafica: { Denominazione: 'HR.We S.r.l.' },
        RegimeFiscale: 'RF01',
      },
      Sede: {
        Indirizzo: 'Via Roma',
        NumeroCivico: '1',
        CAP: '56127',
        Comune: 'Pisa',
        Provincia: 'PI',
        Nazione: 'IT',
      },
      IscrizioneREA: { Ufficio: 'PI', NumeroREA: '123456', StatoLiquidazione: 'LN' },
      Contatti: { Telefono: '050123456', Email: 'fatture@hrwe.it' },
    });
    expect(body.DatiPagamento.DettaglioPagamento.IBAN).toBe('IT60X0542811101000000123456');
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

describe("the issuer's billing data (Dati di fatturazione)", () => {
  const save = (payload: Record<string, unknown>, cookie?: string, host?: string) =>
    (cookie ? as(t, cookie) : asAdmin)({
      method: 'PUT',
      url: '/api/payment/issuer',
      payload,
      ...(host ? { headers: { host } } : {}),
    });
  const stored = () => q('select * from invoice_issuers where tenant_id = $1', [t.platform.id]);

  it('refuses each wrong field with its key, and changes nothing', async () => {
    const before = await stored();
    const res = await save({
      ...ISSUER,
      vatNumber: '01234567890',
      cap: '5612',
      province: 'Pisa',
      taxRegime: 'RF03',
      reaNumber: '',
      iban: 'IT60X0542811101000000123457',
      fiscalCode: 'ABC',
      country: 'Italia',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      vatNumber: 'VAT_NUMBER_CHARACTER_REQUIRED',
      cap: 'CAP_NOT_VALID',
      province: 'PROVINCIA_ONLY_CHARACTER',
      taxRegime: 'TAX_REGIME_REQUIRED',
      iban: 'IBAN_NOT_VALID',
      fiscalCode: 'ISSUER_FISCAL_CODE_NOT_VALID',
      country: 'COUNTRY_CODE_NOT_VALID',
    });
    const rea = await save({ ...ISSUER, reaNumber: ' ', province: '' });
    expect(rea.json().fields).toEqual({ reaNumber: 'REA_INCOMPLETE', province: 'PROVINCIA_REQUIRED' });
    expect(await stored()).toEqual(before);
  });

  it("is the administrator's: the HR user is refused (403), another tenant's administrator sees and saves only theirs", async () => {
    expect((await save(ISSUER, hrCookie)).statusCode).toBe(403);
    const theirs = await as(
      t,
      other.cookie,
    )({
      method: 'GET',
      url: '/api/payment/issuer',
      headers: { host: other.host },
    });
    expect(theirs.json()).toEqual({ issuer: null, updatedAt: null });
    const saved = await save({ ...ISSUER, name: 'Altro S.p.A.' }, other.cookie, other.host);
    expect(saved.statusCode).toBe(200);
    expect((await stored())[0].name).toBe('HR.We S.r.l.');
    await q('delete from invoice_issuers where tenant_id = $1', [other.tenant.id]);
  });

  it('answers what was saved, normalized; an optional field left empty is cleared; each save is audited', async () => {
    const res = await save({ ...ISSUER, iban: '', phone: null, email: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json().issuer).toEqual({
      name: 'HR.We S.r.l.',
      vatNumber: '01234567897',
      fiscalCode: '01234567897',
      taxRegime: 'RF01',
      street: 'Via Roma',
      civic: '1',
      cap: '56127',
      city: 'Pisa',
      province: 'PI',
      country: 'IT',
      reaOffice: 'PI',
      reaNumber: '123456',
      email: null,
      phone: null,
      iban: null,
    });
    expect((await asAdmin({ method: 'GET', url: '/api/payment/issuer' })).json()).toEqual(res.json());
    const file = await asAdmin({ method: 'GET', url: url() });
    expect(file.body).not.toContain('<IBAN>');
    expect(file.body).not.toContain('<Contatti>');
    const audits = await q(
      `select user_id from audit_log where action = 'invoice.issuer' and tenant_id = $1`,
      [t.platform.id],
    );
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("the migration copies a tenant's usable INVOICE_* pairs into its issuer and leaves unusable ones alone", async () => {
    const pairs = (tenantId: number, values: Record<string, string>) =>
      Promise.all(
        Object.entries(values).map(([key, value]) =>
          q(`insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', $2, $3)`, [
            tenantId,
            key,
            value,
          ]),
        ),
      );
    const legacy = {
      INVOICE_COMPANY: 'Vecchia S.r.l.',
      INVOICE_VAT_NUMBER: '09876543217',
      INVOICE_ADDRESS: 'Via Vecchia',
      INVOICE_CAP: '00100',
      INVOICE_CITY: 'Roma',
      INVOICE_PROVINCE: 'rm',
      INVOICE_COUNTRY: 'Italia',
    };
    await pairs(other.tenant.id, legacy);
    const third = await q(`insert into tenants (name, dns) values ('terzo', 'terzo.test')
      returning id`);
    await pairs(third[0].id, { ...legacy, INVOICE_CAP: '100' });
    // The migration's own file (found by its name: its number follows the other migrations).
    const dir = path.resolve(import.meta.dirname, '../../db/migrations');
    const sqlFile = path.join(
      dir,
      readdirSync(dir).find((f) => f.endsWith('_invoice_issuers_from_config.sql'))!,
    );
    await q(readFileSync(sqlFile, 'utf8'));
    const rows = await q(
      'select tenant_id, name, vat_number, tax_regime, cap, province, country from invoice_issuers',
    );
    expect(rows.filter((r) => r.tenant_id !== t.platform.id)).toEqual([
      {
        tenant_id: other.tenant.id,
        name: 'Vecchia S.r.l.',
        vat_number: '09876543217',
        tax_regime: 'RF01',
        cap: '00100',
        province: 'RM',
        country: 'IT',
      },
    ]);
    const left = await q(`select tenant_id, count(*)::int as n from tenant_config where key like 'INVOICE\\_%'
      group by tenant_id`);
    expect(left).toEqual([{ tenant_id: third[0].id, n: 7 }]);
  });
});
