import { describe, expect, it } from 'vitest';
import { approvedHr } from '../support/arrange';
import {
  candidateEntryOf,
  candidateReport,
  completedCandidate,
  enteredCandidate,
} from '../support/arrange-requests';
import { admin, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
// Unique to this journey.
const HR = 'e2e.trattenuta@example.it';
const CANDIDATE = 'e2e.trattenuta.candidato@example.it';
const PASSWORD = 'Password123!Strong';

/**
 * A completed candidate of an invitation (the reports journey's part, prepared through the API): an approved HR user
 * invites them, they consent and enter their data on their link, the job workers run the checks.
 */
async function arrange() {
  const hr = await approvedHr(browser, {
    email: HR,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Trattenuta',
    companyName: 'Trattenuta Srl',
  });
  const { requestNumber, uuid, candidate } = await enteredCandidate(browser, hr, {
    email: CANDIDATE,
    companyName: 'Trattenuta Srl',
    reference: 'Magazzino',
    role: 'Magazziniere',
    entry: candidateEntryOf('Nina', 'Trattenuta'),
  });
  await completedCandidate(hr, requestNumber, uuid);
  await candidate.close();
  await hr.close();
  return { requestNumber, uuid };
}

describe('legal hold and erasure on request', () => {
  it('an administrator suspends the erasure with a reason, cannot erase meanwhile, releases it and erases', async () => {
    const { requestNumber, uuid } = await arrange();
    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await page.goto(`/report/${requestNumber}/candidate/detail/${uuid}`);
    const section = page.getByTestId('candidate-hold');
    await section.getByRole('heading', { name: 'Conservazione e cancellazione dei dati' }).waitFor();

    // A hold needs its reason.
    await section.getByRole('button', { name: 'Sospendi la cancellazione' }).click();
    await section.getByText('Indica il motivo della sospensione').waitFor();
    await section.getByLabel('Motivo della sospensione').fill('Contenzioso del lavoro in corso');
    await section.getByRole('button', { name: 'Sospendi la cancellazione' }).click();
    await section.getByText(/Motivo: Contenzioso del lavoro in corso/).waitFor();
    await shot(page, 'legal-hold-active');

    // While it holds, the data cannot be erased: the button is disabled and says why (issue 26).
    const eraseNow = section.getByRole('button', { name: 'Cancella ora i dati' });
    expect(await eraseNow.isDisabled()).toBe(true);
    expect(await eraseNow.getAttribute('aria-describedby')).toBe('hold-erase-blocked');
    await section.getByText('Durante la sospensione i dati non si possono cancellare').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Cancellare ora i dati del candidato?' });
    expect((await candidateReport(ctx, requestNumber, uuid)).candidate.email).toBe(CANDIDATE);

    // Released, the erasure goes through: the report no longer shows the person.
    await section.getByRole('button', { name: 'Rimuovi la sospensione' }).click();
    await section.getByLabel('Motivo della sospensione').waitFor();
    await section.getByRole('button', { name: 'Cancella ora i dati' }).click();
    await dialog.getByRole('button', { name: 'Cancella i dati' }).click();
    await section.getByText(/Dati personali cancellati il/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText(CANDIDATE).count()).toBe(0);
    await shot(page, 'legal-hold-erased');
    const { candidate } = await candidateReport(ctx, requestNumber, uuid);
    expect({ email: candidate.email, codiceFiscale: candidate.codiceFiscale }).toEqual({
      email: 'anonimizzato',
      codiceFiscale: null,
    });
  });
});
