import { CREDIT_BUREAU_WORDS, creditBureauTree } from '@hrwe/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { PDF_WORDS } from './checks.pdf.words';
import { RUN_CHECKS } from './checks.queue';

/** The sandbox's documented red subject: protests, proceedings, prejudicial events and related companies. */
const RED = 'BNCGPP70C41L219C';

let t: TestApp;
let cookie: string;
let report: { number: string; id: string };

/** Every string a dictionary holds, and what its functions say for a sample argument. */
function words(o: unknown): string[] {
  if (typeof o === 'string') return [o];
  if (typeof o === 'function') return [String(o('X', 2))];
  if (o && typeof o === 'object') return Object.values(o).flatMap(words);
  return [];
}
/** The Italian words of the report that English does not share ("No", "CRIF" are both). */
const ITALIAN_ONLY = (() => {
  const en = new Set([...words(CREDIT_BUREAU_WORDS.en), ...words(PDF_WORDS.en)]);
  return new Set([...words(CREDIT_BUREAU_WORDS.it), ...words(PDF_WORDS.it)].filter((w) => !en.has(w)));
})();

beforeAll(async () => {
  t = await createTestApp();
  const hr = await createUser(t, { email: 'hr.lingua@example.it' });
  cookie = await signIn(t, 'hr.lingua@example.it');
  const req = await t.deps.pool.query(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers,
       no_of_candidates, role, purpose_label_it, purpose_label_en)
     values ($1, $2, '2099-000001', 'Prova', current_date + 30, 'INVITATION', $3, 1, 'Cassiere',
       'Gestione del rapporto', 'Employment management') returning id`,
    [
      t.platform.id,
      hr.id,
      JSON.stringify({
        callCrifAndCribis: true,
        callCerved: true,
        callCervedCensusCellByAddress: true,
        callCervedEstimationAdvanced: true,
        callCervedEventNegativityDetails: true,
        callCervedEventNegativityFlags: true,
        callCervedPersonCGS: true,
        callCervedTraversal: true,
      }),
    ],
  );
  const c = await t.deps.pool.query(
    `insert into candidates (tenant_id, request_id, user_id, email, first_name, last_name, codice_fiscale, date_of_birth,
       via, indirizzo, civico, cap, provincia, citta, data_submitted_at, consent_given)
     values ($1, $2, $3, 'anonimizzato', 'Giuseppina', 'Bianchi', $4, '1970-03-01', 'Via', 'Roma', '12', '10121', 'TO',
       'Torino', now(), true) returning id`,
    [t.platform.id, req.rows[0].id, hr.id, RED],
  );
  report = { number: '2099-000001', id: c.rows[0].id };
  await t.deps.jobs.send(RUN_CHECKS, { candidateId: report.id }, `checks:${report.id}`);
  await t.deps.jobs.drain();
});
afterAll(() => t.close());

const pdf = async (lang: string) =>
  (
    await as(
      t,
      cookie,
    )({
      method: 'GET',
      url: `/api/report/candidate/pdf/${report.number}/${report.id}?lang=${lang}`,
    })
  ).rawPayload;

describe('the candidate report in English (the red sandbox subject)', () => {
  it('names every credit-bureau section, field and code in English', async () => {
    const res = await as(
      t,
      cookie,
    )({ method: 'GET', url: `/api/report/candidate/get/${report.number}/${report.id}` });
    expect(res.statusCode).toBe(200);
    const tree = res.json().crifResult.creditBureau;
    const en = creditBureauTree(tree, 'en');
    const it_ = creditBureauTree(tree, 'it');
    // The red subject fills all four sections: the test covers each one.
    expect(en.map((s) => s.key)).toEqual(['PRTs', 'PERER', 'PE', 'LPs']);
    const shown = (tree_: typeof en) =>
      tree_.flatMap((s) => [s.label, ...s.items.flat().flatMap((f) => [f.label, f.value])]);
    const leftover = shown(en).filter((w) => ITALIAN_ONLY.has(w));
    expect(leftover).toEqual([]);
    expect(shown(it_).filter((w) => ITALIAN_ONLY.has(w)).length).toBeGreaterThan(20);
  });

  it('prints the PDF in English on A4 pages numbered "Page n of m", with the role and the purpose', async () => {
    const [enPages, itPages] = [await pdfPages(await pdf('en')), await pdfPages(await pdf('it'))];
    const pieces = (pages: string[][]) => pages.flat().map((s) => s.trim());
    expect(pieces(enPages).filter((w) => ITALIAN_ONLY.has(w))).toEqual([]);
    // The same check finds the Italian words in the Italian PDF: it would fail on a half-translated one.
    expect(pieces(itPages).filter((w) => ITALIAN_ONLY.has(w)).length).toBeGreaterThan(40);
    const text = pieces(enPages).join(' ');
    for (const w of [
      'Protests',
      'Insolvency proceedings',
      'Prejudicial events',
      'Related companies',
      'Erased',
    ])
      expect(text).toContain(w);
    expect(text).toContain('Role: Cassiere');
    expect(text).toContain('Purpose: Employment management');
    expect(text).not.toContain('anonimizzato');
    expect(pieces(itPages).join(' ')).toContain('Finalità: Gestione del rapporto');

    const doc = await getDocument({ data: new Uint8Array(await pdf('en')) }).promise;
    expect(doc.numPages).toBeGreaterThan(1);
    for (let p = 1; p <= doc.numPages; p++) {
      const [, , w, h] = (await doc.getPage(p)).view;
      expect([Math.round(w!), Math.round(h!)]).toEqual([595, 842]);
      expect(enPages[p - 1]).toContain(`Page ${p} of ${doc.numPages}`);
    }
    expect(itPages[0]).toContain(`Pagina 1 di ${itPages.length}`);
  });

  it('refuses a language it does not have', async () => {
    const res = await as(
      t,
      cookie,
    )({
      method: 'GET',
      url: `/api/report/candidate/pdf/${report.number}/${report.id}?lang=de`,
    });
    expect(res.statusCode).toBe(400);
  });
});
