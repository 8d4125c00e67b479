import { describe, expect, it } from 'vitest';
import { approvedHr, registeredHr } from '../support/arrange';
import { invitation } from '../support/arrange-requests';
import { admin, latestMail, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const PASSWORD = 'Casella-Posta-1!';
const NEWCOMER = 'e2e.casella.nuovo@example.it';
const HR = {
  email: 'e2e.casella.hr@example.it',
  password: PASSWORD,
  firstName: 'Carla',
  lastName: 'Casella',
  companyName: 'Casella Srl',
};
const CANDIDATE = 'e2e.casella.candidato@example.it';

describe('development mailbox', () => {
  it('lets a local administrator follow a verification link and a candidate link, and keeps other accounts’ password resets masked', async () => {
    await registeredHr(browser, { email: NEWCOMER, password: PASSWORD }, { confirm: false });
    const hr = await approvedHr(browser, HR);
    await invitation(hr, { reference: 'Carla Casella', emails: [CANDIDATE] });
    await latestMail(CANDIDATE, HR.companyName);
    await hr.request.post('/api/user/resetpassword/request', { data: { email: HR.email } });
    await latestMail(HR.email, 'password');

    const ctx = await browser.context();
    await signInAs(ctx, admin().email, admin().password);
    const page = await ctx.newPage();
    await page.goto('/dev/mailbox');
    const mail = (to: string) => page.getByRole('article').filter({ hasText: to }).first();

    // The password reset of another account stays masked: it would sign the administrator in as that person.
    const reset = mail(HR.email).filter({ hasText: 'password' });
    await reset.getByRole('link', { name: /\/reset\/password\/••••••$/ }).waitFor();

    // The newcomer's verification link works from the mailbox.
    await mail(NEWCOMER)
      .getByRole('link', { name: /\/registrazione\/[A-Za-z0-9_-]{32,}$/ })
      .click();
    await page.getByText(/puoi accedere in \d+ second/).waitFor();

    // So does the candidate's link: the administrator can act as the candidate locally.
    await page.goto('/dev/mailbox');
    const candidateLink = mail(CANDIDATE).getByRole('link', { name: /\/report\/[^/]+\/[0-9a-f-]{36}$/ });
    expect(await candidateLink.textContent()).not.toContain('••');
    await candidateLink.click();
    await page.getByText('HR.We richiede il tuo consenso a utilizzare i dati').waitFor();
    await page.getByLabel('Acconsento', { exact: true }).waitFor();
  });
});
