import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReport } from '../../../test/fixtures/reports';
import { as, createTestApp, createUser, signIn, type TestApp } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { freePort } from '../../db/embedded';

/** A real SMTP server that refuses one mailbox for good (550) and accepts the others. */
async function refusingSmtp(refused: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, cb) {
      if (address.address === refused)
        return cb(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
      cb();
    },
    onData(stream, _session, cb) {
      stream.resume();
      stream.on('end', () => cb());
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  smtp = await refusingSmtp('nessuno@example.it');
  receiver = await webhookReceiver();
  t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

describe('invitation.failed', () => {
  it('is emitted when an invitation e-mail is refused for good, with the mail marked failed', async () => {
    await createUser(t, { email: 'fail.hr@example.it' });
    const hr = as(t, await signIn(t, 'fail.hr@example.it'));
    const res = await hr({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { url: receiver.url('/failed'), events: ['invitation.failed'] },
    });
    receiver.register('/failed', res.json().secret);
    const { candidates } = await makeReport(t, hr, {
      emailAddresses: ['nessuno@example.it', 'qualcuno@example.it'],
    });
    await t.deps.jobs.drain();
    const failedCandidate = candidates.find((c) => c.email === 'nessuno@example.it')!;
    expect(receiver.received.map((r) => r.verified)).toEqual([
      expect.objectContaining({
        type: 'invitation.failed',
        data: expect.objectContaining({ candidateId: failedCandidate.id, email: 'nessuno@example.it' }),
      }),
    ]);
    const mails = await t.deps.pool.query(
      `select to_address, status from mails where idempotency_key like 'invite:%' order by to_address`,
    );
    expect(mails.rows).toEqual([
      { to_address: 'nessuno@example.it', status: 'failed' },
      { to_address: 'qualcuno@example.it', status: 'sent' },
    ]);
  });
});
