import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { webhookReceiver } from '../../apps/server/test/webhook-receiver';
import { PHONE, query, shot, signInAs, useBrowser } from '../support/browser';

const browser = useBrowser();
const HR = 'e2e.webhooks@example.it';
const PASSWORD = 'Password123!Strong';
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  receiver = await webhookReceiver();
  await query(
    `insert into users (tenant_id, email, password_hash, role, status, verified, first_name, last_name, company_name)
     select id, $1, $2, 'ROLE_USER', 'ATTIVATO', true, 'Giulia', 'Neri', 'Gamma Hook Spa' from tenants where is_platform`,
    [HR, await hashPassword(PASSWORD)],
  );
});
afterAll(() => receiver.close());

describe('webhooks', () => {
  it('an HR user registers an endpoint, copies its secret once, sends a test event and re-sends from the log', async () => {
    const hr = await browser.context();
    await signInAs(hr, HR, PASSWORD);
    const page = await hr.newPage();
    await page.goto('/home');
    const menu = page.getByRole('navigation', { name: 'menu' });
    await menu.getByText('Profilo', { exact: true }).click();
    await menu.getByRole('link', { name: 'Webhook' }).click();
    await page.getByText('Nessun endpoint registrato.').waitFor();

    await page.getByRole('button', { name: 'Aggiungi endpoint' }).click();
    // A wrong address is refused with its reason, and nothing is saved.
    await page.getByLabel(/Indirizzo dell'endpoint/).fill('ats.example');
    await page.getByRole('button', { name: 'Registra endpoint' }).click();
    await page.getByText('Indirizzo non valido: usa un indirizzo http o https completo').waitFor();
    await page.getByLabel(/Indirizzo dell'endpoint/).fill(receiver.url('/e2e'));
    await page.getByLabel('Descrizione').fill('Gestionale selezione');
    await page.getByLabel('Richiesta scaduta').uncheck();
    await shot(page, 'webhooks-new-endpoint');
    await page.getByRole('button', { name: 'Registra endpoint' }).click();
    const secretBox = page.getByTestId('webhook-secret');
    await secretBox.waitFor();
    const secret = (await secretBox.innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.register('/e2e', secret);
    await shot(page, 'webhooks-secret-once');
    await page.getByRole('button', { name: 'Ho copiato il segreto' }).click();
    const row = page.getByRole('row', { name: /Gestionale selezione/ });
    await row.getByText('7 eventi').waitFor();
    await row.getByText('Attivo').waitFor();

    await row.getByRole('button', { name: 'Invia evento di prova' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const test = receiver.received[0]!;
    expect(test.verified).toMatchObject({ type: 'webhook.test' });
    await shot(page, 'webhooks-list');

    // The delivery log shows it delivered, with the answer and the time it took.
    await row.getByRole('link', { name: 'Registro consegne' }).click();
    await page.getByRole('heading', { name: 'Registro consegne' }).waitFor();
    const delivered = page.getByRole('row', { name: new RegExp(test.id) });
    await delivered.getByText('Consegnato').waitFor();
    await delivered.getByText('200', { exact: true }).waitFor();
    await shot(page, 'webhooks-log');

    // The receiver breaks: the next test event is answered 500 and the log says so while it is retried.
    receiver.answerWith(() => 500);
    await page.getByRole('button', { name: 'Invia evento di prova' }).click();
    await page.getByText('HTTP 500').first().waitFor({ timeout: 20_000 });
    await page.getByText('In corso').first().waitFor();
    await shot(page, 'webhooks-log-failing');

    // Fixed again, the owner re-sends the first event: it arrives again under its own webhook-id.
    receiver.answerWith(() => 200);
    await delivered.getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect
      .poll(() => receiver.received.filter((r) => r.id === test.id).length, { timeout: 20_000 })
      .toBe(2);
    expect(receiver.received.filter((r) => r.id === test.id).every((r) => r.verified !== null)).toBe(true);

    // The same screen on a phone.
    const phone = await (async () => {
      const ctx = await browser.context({ viewport: PHONE });
      await signInAs(ctx, HR, PASSWORD);
      return ctx.newPage();
    })();
    await phone.goto('/profile/webhooks');
    await phone.getByText(receiver.url('/e2e')).first().waitFor();
    await shot(phone, 'webhooks-list-phone');
  });
});
