import { describe, expect, it } from 'vitest';
import { admin, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
// Unique to this journey.
const HR = 'e2e.trattenuta@example.it';
const CANDIDATE = 'e2e.trattenuta.candidato@example.it';

/** A completed candidate of an invitation (the reports journey's part, prepared in SQL). */
async function arrange() {
  const [u] = await query<{ id: string; tenant_id: number }>(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
     select id, $1, 'x', 'ROLE_USER', 'ATTIVATO', true, 'Ada', 'Trattenuta', 'Trattenuta Srl' from tenants where is_platform
     returning id, tenant_id`,
    [HR],
  );
  const [r] = await query<{ id: string }>(
    `insert into report_requests (tenant_id, user_id, request_number, reference_person, valid_end_date, kind, providers,
       no_of_candidates, status) values ($1, $2, 'E2E-HOLD-1', 'Magazzino', '2099-12-31', 'INVITATION', '{}', 1, 'CLOSE')
     returning id`,
    [u!.tenant_id, u!.id],
  );
  const [c] = await query<{ id: string }>(
    `insert into candidates (tenant_id, request_id, user_id, email, status, first_name, last_name, codice_fiscale,
       consent_given, consent_at, completed_at)
     values ($1, $2, $3, $4, 'COMPLETE', 'Nina', 'Trattenuta', 'TRTNNI85T50A562S', true, now(), now()) returning id`,
    [u!.tenant_id, r!.id, u!.id, CANDIDATE],
  );
  return c!.id;
}

describe('legal hold and erasure on request', () => {
  it('an administrator suspends the erasure with a reason, cannot erase meanwhile, releases it and erases', async () => {
    const uuid = await arrange();
    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await page.goto(`/report/E2E-HOLD-1/candidate/detail/${uuid}`);
    const section = page.getByTestId('candidate-hold');
    await section.getByRole('heading', { name: 'Conservazione e cancellazione dei dati' }).waitFor();

    // A hold needs its reason.
    await section.getByRole('button', { name: 'Sospendi la cancellazione' }).click();
    await section.getByText('Indica il motivo della sospensione').waitFor();
    await section.getByLabel('Motivo della sospensione').fill('Contenzioso del lavoro in corso');
    await section.getByRole('button', { name: 'Sospendi la cancellazione' }).click();
    await section.getByText(/Motivo: Contenzioso del lavoro in corso/).waitFor();
    await shot(page, 'legal-hold-active');

    // While it holds, the data cannot be erased.
    await section.getByRole('button', { name: 'Cancella ora i dati' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellare ora i dati del candidato?' });
    await dialog.getByRole('button', { name: 'Cancella i dati' }).click();
    await section.getByText('Il candidato è sotto sospensione per motivi legali').waitFor();
    expect(
      (await query<{ email: string }>(`select email from candidates where id = $1`, [uuid]))[0]!.email,
    ).toBe(CANDIDATE);

    // Released, the erasure goes through: the report no longer shows the person.
    await section.getByRole('button', { name: 'Rimuovi la sospensione' }).click();
    await section.getByLabel('Motivo della sospensione').waitFor();
    await section.getByRole('button', { name: 'Cancella ora i dati' }).click();
    await dialog.getByRole('button', { name: 'Cancella i dati' }).click();
    await section.getByText(/Dati personali cancellati il/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(CANDIDATE).count()).toBe(0);
    await shot(page, 'legal-hold-erased');
    const [row] = await query<{ email: string; codice_fiscale: string | null }>(
      `select email, codice_fiscale from candidates where id = $1`,
      [uuid],
    );
    expect(row).toEqual({ email: 'anonimizzato', codice_fiscale: null });
  });
});
