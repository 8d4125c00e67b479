import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freePort } from '../../db/embedded';
import { renderMail } from './layout';

type Answer = 'accept' | 451 | 550 | 'drop';

/** A real SMTP server that answers the end of each message as told, and counts what it accepted per address. */
async function smtpServer() {
  const accepted: { to: string; messageId: string }[] = [];
  const seenIds: string[] = [];
  const state = { answers: [] as Answer[], holdRcpt: null as null | Promise<void>, dropRcpt: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    async onRcptTo(_address, session, cb) {
      if (state.holdRcpt) await state.holdRcpt;
      if (state.dropRcpt > 0) {
        state.dropRcpt--;
        return sockets.get(session.remotePort)?.destroy();
      }
      cb();
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c) => {
        data += c;
      });
      stream.on('end', () => {
        const messageId = /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim() ?? '';
        seenIds.push(messageId);
        const answer = state.answers.shift() ?? 'accept';
        if (answer === 'drop') return sockets.get(session.remotePort)?.destroy();
        if (answer !== 'accept') {
          const err = Object.assign(new Error(`${answer} refused for the test`), { responseCode: answer });
          return cb(err);
        }
        accepted.push({ to: session.envelope.rcptTo[0]!.address, messageId });
        cb();
      });
    },
  });
  // Connections by client port, to drop one as a failing server or network would.
  const sockets = new Map<number, net.Socket>();
  server.server.on('connection', (s: net.Socket) => sockets.set(s.remotePort!, s));
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { server, port, accepted, seenIds, state };
}

const message = (n: string) =>
  renderMail('it', { subject: `Prova ${n}`, title: 'Prova', paragraphs: ['Testo.'] });

describe('mail delivery at most once', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  const row = async (key: string) =>
    (
      await t.deps.pool.query(
        'select id, status, attempts, last_error, message_id from mails where idempotency_key = $1',
        [key],
      )
    ).rows[0];
  const send = (key: string) =>
    t.deps.mailer.send(
      { tenantId: t.platform.id, key, to: `${key}@example.it`, message: message(key) },
      t.deps.db,
    );

  beforeAll(async () => {
    smtp = await smtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  beforeEach(() => {
    smtp.state.answers = [];
    smtp.state.holdRcpt = null;
    smtp.state.dropRcpt = 0;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  /** Attempts counted by the metrics (hrwe_mails_total) for an outcome. */
  const counted = async (outcome: string) =>
    (await t.deps.metrics.mails.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

  it('ends the attempts at a permanent refusal (550) and marks the mail failed at once', async () => {
    smtp.state.answers = [550];
    const failedBefore = await counted('failed');
    await send('permanent');
    await t.deps.jobs.drain();
    expect((await counted('failed')) - failedBefore).toBe(1);
    expect(await row('permanent')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row('permanent')).last_error).toContain('550');
    expect(smtp.accepted.filter((a) => a.to === 'permanent@example.it')).toHaveLength(0);
  });

  it('keeps a mail queued after a temporary refusal (451), then sends it with the same Message-ID', async () => {
    smtp.state.answers = [451, 451];
    const [deferredBefore, sentBefore] = [await counted('deferred'), await counted('sent')];
    await send('temporary');
    await t.deps.jobs.drain(1);
    const first = await row('temporary');
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.last_error).toContain('451');
    await t.deps.jobs.drain();
    const done = await row('temporary');
    expect(done).toMatchObject({ status: 'sent', attempts: 3 });
    expect([(await counted('deferred')) - deferredBefore, (await counted('sent')) - sentBefore]).toEqual([
      2, 1,
    ]);
    const ids = smtp.seenIds.filter((id) => id === done.message_id);
    expect(ids).toHaveLength(3); // 451, 451, accepted: one Message-ID throughout
    expect(done.message_id).toMatch(/^<\d+\.\d+@hrwe\.local>$/);
    expect(smtp.accepted.filter((a) => a.to === 'temporary@example.it')).toHaveLength(1);
  });

  it('retries a mail whose connection dropped before the message, and sends it once', async () => {
    smtp.state.dropRcpt = 1;
    await send('dropped-early');
    await t.deps.jobs.drain();
    expect(await row('dropped-early')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.accepted.filter((a) => a.to === 'dropped-early@example.it')).toHaveLength(1);
  });

  it('does not send again a mail whose connection dropped after the end of the message (the server may have it)', async () => {
    smtp.state.answers = ['drop'];
    await send('dropped-late');
    await t.deps.jobs.drain();
    const r = await row('dropped-late');
    expect(r).toMatchObject({ status: 'unconfirmed', attempts: 1 });
    expect(smtp.seenIds.filter((id) => id === r.message_id)).toHaveLength(1);
  });

  it('never sends again a mail whose sending process stopped after the end of the message', async () => {
    await send('stopped');
    const { id } = await row('stopped');
    // As a process killed between recording "sending" and the server's answer leaves it.
    await t.deps.pool.query(
      `update mails set status = 'sending', attempts = 1, claimed_at = now() - interval '5 minutes' where id = $1`,
      [id],
    );
    await t.deps.jobs.drain();
    expect(await row('stopped')).toMatchObject({ status: 'unconfirmed', attempts: 1 });
    expect(smtp.accepted.filter((a) => a.to === 'stopped@example.it')).toHaveLength(0);
  });

  it('waits, rather than sending, while another process may still be finishing the send', async () => {
    await send('finishing');
    const { id } = await row('finishing');
    await t.deps.pool.query(`update mails set status = 'sending', claimed_at = now() where id = $1`, [id]);
    const delivering = t.deps.jobs.run('mail.deliver', { mailId: id });
    await new Promise((r) => setTimeout(r, 300));
    // The other process gets its answer and records it.
    await t.deps.pool.query(`update mails set status = 'sent' where id = $1`, [id]);
    await delivering;
    expect((await row('finishing')).status).toBe('sent');
    expect(smtp.accepted.filter((a) => a.to === 'finishing@example.it')).toHaveLength(0);
  });

  it('sends nothing when the mail is cancelled (re-sent) while its envelope is being accepted', async () => {
    let release!: () => void;
    smtp.state.holdRcpt = new Promise<void>((r) => {
      release = r;
    });
    await send('cancelled');
    const { id } = await row('cancelled');
    const delivering = t.deps.jobs.run('mail.deliver', { mailId: id }).catch((e: Error) => e);
    // The claim is taken before connecting; cancel once the attempt has started.
    for (let i = 0; i < 50 && (await row('cancelled')).attempts === 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await t.deps.mailer.cancel(t.platform.id, 'cancelled', t.deps.db)).toBe(true);
    release();
    await delivering;
    expect((await row('cancelled')).status).toBe('cancelled');
    expect(smtp.accepted.filter((a) => a.to === 'cancelled@example.it')).toHaveLength(0);
  });

  it('gives up on a server that never answers, within the SMTP timeouts, and retries later', async () => {
    const silent = net.createServer(() => {}); // accepts the connection, never greets
    const port = await freePort();
    await new Promise<void>((r) => silent.listen(port, '127.0.0.1', r));
    t.deps.mailer.setSmtpResolver(async () => ({ url: `smtp://127.0.0.1:${port}` }));
    try {
      await send('silent');
      await t.deps.jobs.drain(1);
      const r = await row('silent');
      expect(r).toMatchObject({ status: 'queued', attempts: 1 });
      expect(r.last_error).toMatch(/greeting|timeout/i);
    } finally {
      t.deps.mailer.setSmtpResolver(async () => ({ url: `smtp://127.0.0.1:${smtp.port}` }));
      silent.close();
    }
  });
});
