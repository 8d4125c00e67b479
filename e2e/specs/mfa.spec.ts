import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { freePort } from '../../apps/server/src/db/embedded';
import { adminContext, approvedHrWithId, expectStatus } from '../support/arrange';
import { download, LAPTOP, latestMail, PHONE, query, shot, useBrowser } from '../support/browser';
import { clickMenuItem } from '../support/menu';
import { createTenant } from '../support/tenants';

const browser = useBrowser();
const HR = {
  email: 'e2e.mfa.hr@example.it',
  password: 'Password123!Strong',
  firstName: 'Marta',
  lastName: 'Doppiopasso',
  companyName: 'Doppiopasso Srl',
};
const ADMIN2 = { email: 'e2e.mfa.admin@hrwe.test', password: 'Admin1234!Doppio' };
/**
 * The journey's own tenant, with its first administrator: the last test requires MFA of the tenant's HR users,
 * which on the platform tenant would send every other journey's HR user to the enrolment page meanwhile; on a tenant
 * of its own the journey runs beside the others.
 */
const HOST = 'mfa.localhost';
const OWNER = { email: 'e2e.mfa.owner@hrwe.test', password: 'Admin1234!Titolare' };

/** The code an authenticator app shows for the secret, `steps` time steps from now (the server takes ±1). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * A second server on the journeys' database with the administrators' requirement on, as production runs: the
 * journeys' own server has it off (e2e/support/global-setup.ts) so that the other journeys sign administrators in
 * with a password alone.
 */
let strict: { url: string; close: () => Promise<unknown> };
beforeAll(async () => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: process.env.E2E_LOG ?? 'warn',
    MFA_REQUIRED_FOR_ADMINS: 'true',
  });
  // No job workers: the journeys' server sends the e-mails both queue.
  const started = await startApp(config, inject('databaseUrl'), { workers: false });
  await started.app.listen({ port, host: '127.0.0.1' });
  strict = { url: `http://${HOST}:${port}`, close: started.close };
  await createTenant(browser, { name: 'e2e-mfa', dns: HOST, owner: OWNER });
});
afterAll(async () => {
  await strict?.close();
  // The tenant's rule is left off, whatever happened here.
  await query(
    'update tenant_mfa_policies set require_for_hr_users = false where tenant_id = (select id from tenants where dns = $1)',
    [HOST],
  );
});

/** Types into the field of that label with the keyboard, as a person does. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** The sign-in page's first step: e-mail and password, sent with Enter. */
async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/sso');
  await typeInto(page, 'E-mail', who.email);
  await typeInto(page, /^Password/, who.password);
  await page.keyboard.press('Enter');
}

/** A second step's code, typed and sent with Enter. */
async function typeCode(page: Page, code: string) {
  await typeInto(page, 'Codice di verifica', code);
  await page.keyboard.press('Enter');
}

const signOut = async (page: Page) => {
  await page.getByRole('link', { name: 'Esci' }).click();
  await page.waitForURL('**/sso');
};

describe('multi-factor sign-in', () => {
  let hrId: string;
  let secret: string;
  let recovery: string[];
  let hr: BrowserContext;
  let page: Page;
  /** The second administrator, signed in on the strict server. */
  let adminPage: Page;

  it('an HR user enrols on the account page, with the QR code, the key shown and the recovery codes', async () => {
    const owner = await adminContext(browser, { host: HOST, ...OWNER });
    const approved = await approvedHrWithId(browser, HR, { host: HOST, admin: owner });
    await owner.close();
    await approved.ctx.close();
    hrId = approved.id;
    // Signed in on the sign-in page: this machine's Node does not resolve *.localhost, so no call from here would.
    hr = await browser.context({ host: HOST, viewport: LAPTOP });
    page = await hr.newPage();
    await passwordStep(page, HR);
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Sicurezza dell’account' }).click();
    await page.getByRole('heading', { name: 'Sicurezza dell’account' }).waitFor();
    await page.getByText('Non attiva').waitFor();
    await page.getByText('Questa sessione').waitFor();
    await shot(page, 'mfa-account-off');

    await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await page.getByRole('button', { name: 'Inizia' }).click();
    await page.getByRole('img', { name: /Codice QR/ }).waitFor();
    secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'mfa-account-enrol');
    // A wrong code does not turn it on.
    await typeCode(page, codeOf(secret) === '000000' ? '111111' : '000000');
    await page.getByText('Il codice non è corretto o è già stato usato').waitFor();
    await typeCode(page, codeOf(secret));
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    recovery = (await codes.locator('code').allTextContents()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    const file = await download(page, () => page.getByRole('button', { name: 'Scarica i codici' }).click());
    expect(file.bytes.toString().trim().split('\n')).toEqual(recovery);
    await shot(page, 'mfa-account-recovery-codes');
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByText('Attiva', { exact: true }).waitFor();
    await page.getByText('Ti restano 10 codici di recupero.').waitFor();
    await shot(page, 'mfa-account-on');
    // The same screen in English.
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Account security' }).waitFor();
    await page.getByText('You have 10 recovery codes left.').waitFor();
    await shot(page, 'mfa-account-on-en');
    await page.getByText('IT', { exact: true }).click();
    await page.getByRole('heading', { name: 'Sicurezza dell’account' }).waitFor();
  });

  it('signs in with password and code; a wrong code is refused; a recovery code works once', async () => {
    await signOut(page);
    await passwordStep(page, HR);
    await page.getByRole('heading', { name: 'Verifica in due passaggi' }).waitFor();
    await typeCode(page, codeOf(secret, 1) === '123456' ? '654321' : '123456');
    await page.getByRole('alert').getByText('Il codice non è corretto o è già stato usato').waitFor();
    await shot(page, 'mfa-sign-in-wrong-code');
    // The enrolment used this step's code: the app's next one signs in.
    await typeCode(page, codeOf(secret, 1));
    await page.waitForURL('**/home');

    await signOut(page);
    await passwordStep(page, HR);
    await typeCode(page, recovery[0]!);
    await page.waitForURL('**/home');
    await page.getByText('ne restano 9').waitFor();
    await signOut(page);
    await passwordStep(page, HR);
    await typeCode(page, recovery[0]!);
    await page.getByRole('alert').getByText('Il codice non è corretto o è già stato usato').waitFor();
    await typeCode(page, recovery[1]!);
    await page.waitForURL('**/home');
  });

  it('ends another of the user’s sessions, then all the others, from the sessions list', async () => {
    // The same person on a phone and on a tablet: the password and a recovery code through the sign-in page.
    const devices: Page[] = [];
    for (const code of [recovery[2]!, recovery[3]!]) {
      const other = await (await browser.context({ viewport: PHONE, host: HOST })).newPage();
      await passwordStep(other, HR);
      await typeCode(other, code);
      await other.waitForURL('**/home');
      devices.push(other);
    }
    const [phonePage, tabletPage] = devices as [Page, Page];

    await page.goto('/account/security');
    await expect.poll(() => page.getByTestId('account-session').count()).toBe(3);
    await page.getByText('Ti restano 6 codici di recupero.').waitFor();
    await shot(page, 'mfa-account-sessions');
    // The newest other session (the tablet) first.
    await page.getByRole('button', { name: 'Termina la sessione' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Terminare la sessione di .* iniziata il/).waitFor();
    await dialog.getByRole('button', { name: 'Termina la sessione' }).click();
    await page.getByText('Sessione terminata.').waitFor();
    await expect.poll(() => page.getByTestId('account-session').count()).toBe(2);
    await tabletPage.goto('/account/security');
    await tabletPage.waitForURL('**/sso**');

    await page.getByRole('button', { name: 'Termina tutte le altre sessioni' }).click();
    await dialog.getByText('Terminare l’altra sessione? Resterai collegato solo qui.').waitFor();
    await dialog.getByRole('button', { name: 'Termina tutte le altre sessioni' }).click();
    await page.getByText('Le altre sessioni sono state terminate.').waitFor();
    await expect.poll(() => page.getByTestId('account-session').count()).toBe(1);
    // The phone is signed out too: its next page asks for the sign-in; this one stays.
    await phonePage.goto('/account/security');
    await phonePage.waitForURL('**/sso**');
    await page.getByText('Questa sessione').waitFor();
    for (const d of devices) await d.context().close();
  });

  it('an administrator who must use it enrols at sign-in, then resets the HR user’s second factor', async () => {
    const platform = await adminContext(browser);
    // The HR user's tenant (the platform's), by the name the platform administrator's tenant list shows.
    const [{ name: tenantName }] = (await query<{ name: string }>(
      'select t.name from tenants t join users u on u.tenant_id = t.id where u.email = $1',
      [HR.email],
    )) as [{ name: string }];
    await expectStatus(
      await platform.request.post(`/api/config/admin/${encodeURIComponent(tenantName)}/admin`, {
        data: ADMIN2,
      }),
      201,
      'a second administrator',
    );
    await platform.close();

    const admin = await (await browser.context({ base: strict.url })).newPage();
    adminPage = admin;
    await passwordStep(admin, ADMIN2);
    await admin.getByRole('heading', { name: 'Configura la verifica in due passaggi' }).waitFor();
    const adminSecret = ((await admin.getByTestId('mfa-secret').textContent()) ?? '').trim();
    await shot(admin, 'mfa-admin-forced-enrol');
    await typeCode(admin, codeOf(adminSecret));
    await admin.getByTestId('recovery-codes').waitFor();
    await admin.getByRole('button', { name: 'Continua' }).click();
    await admin.waitForURL('**/home');
    await admin.getByRole('link', { name: 'Sicurezza dell’account' }).click();
    await admin.getByText('È obbligatoria per gli amministratori: non si può disattivare.').waitFor();
    expect(await admin.getByRole('button', { name: 'Disattiva la verifica in due passaggi' }).count()).toBe(
      0,
    );

    await admin.goto(`/user/detail/${hrId}`);
    await admin.getByRole('button', { name: 'Reimposta la verifica in due passaggi' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(/Reimpostare la verifica in due passaggi di Marta Doppiopasso/).waitFor();
    await dialog.getByRole('button', { name: 'Reimposta' }).click();
    await admin
      .getByRole('status')
      .getByText(/reimpostata: le sue sessioni sono state chiuse/)
      .waitFor();
    await shot(admin, 'mfa-admin-reset');
    expect((await latestMail(HR.email, 'reimpostata')).subject).toContain('reimpostata');

    // The HR user's session ended; the password alone signs in now.
    await page.goto('/account/security');
    await page.waitForURL('**/sso**');
    await passwordStep(page, HR);
    // Back where the ended session left off.
    await page.waitForURL('**/account/security');
    await page.getByText('Non attiva').waitFor();
  });

  it('the tenant’s administrator requires it of HR users: the HR user enrols at the next sign-in', async () => {
    await clickMenuItem(adminPage, 'Profilo amministratore', 'Impostazioni');
    await adminPage.getByRole('heading', { name: 'Impostazioni' }).waitFor();
    const rule = adminPage.getByRole('switch', {
      name: 'Richiedi la verifica in due passaggi agli utenti HR',
    });
    await expect.poll(() => rule.isChecked()).toBe(false);
    await rule.focus();
    await adminPage.keyboard.press('Space');
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByText(/dovranno accedere con la verifica in due passaggi/).waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await adminPage.getByText('Da ora gli utenti HR accedono con la verifica in due passaggi.').waitFor();
    await expect.poll(() => rule.isChecked()).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    await shot(adminPage, 'mfa-tenant-settings');
    const audited = await query(
      `select 1 from audit_log a join users u on u.id = a.user_id where u.email = $1 and a.action = 'mfa.policy'`,
      [ADMIN2.email],
    );
    expect(audited).toHaveLength(1);

    // The HR user (no second factor since the reset) is asked to enrol at the next sign-in.
    await signOut(page);
    await passwordStep(page, HR);
    await page.getByRole('heading', { name: 'Configura la verifica in due passaggi' }).waitFor();
    await page.getByTestId('mfa-secret').waitFor();
    await shot(page, 'mfa-hr-forced-enrol');

    // Back to optional, confirmed.
    await rule.focus();
    await adminPage.keyboard.press('Space');
    await dialog.getByText(/tornerà facoltativa/).waitFor();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await adminPage
      .getByText('Da ora per gli utenti HR la verifica in due passaggi è facoltativa.')
      .waitFor();
    await passwordStep(page, HR);
    await page.waitForURL('**/home');
  });
});
